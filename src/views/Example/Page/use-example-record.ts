import { getExampleDetail } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';
import { useHashSearch } from '@/app/router/hash-location';
import { useServerData } from '@/app/use-server-data';

export type RecordLoad =
  { status: 'loading' } | { status: 'loaded'; record: ExampleRecord } | { status: 'failed'; message: string };

/** The `?id=` of the page's address. */
export function useRecordId(): string {
  return new URLSearchParams(useHashSearch()).get('id') ?? '';
}

/** Loads the record the address names; a missing id fails at once. */
export function useExampleRecord(id: string): RecordLoad {
  // no id: nothing to ask (the sample server would answer a 404 for it)
  const load = useServerData(['example-record', id], () =>
    id ? getExampleDetail(id) : Promise.reject(new Error('')),
  );
  if (!id) return { status: 'failed', message: '' };
  if (load.status === 'loaded') return { status: 'loaded', record: load.data };
  if (load.status === 'failed') return { status: 'failed', message: load.message };
  return { status: 'loading' };
}
