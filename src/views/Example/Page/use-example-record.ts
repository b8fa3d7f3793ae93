import { useEffect, useState } from 'react';
import { useHashSearch } from '@/app/router/hash-location';
import { getExampleDetail } from '@/api/sample-example';
import type { ExampleRecord } from '@/api/sample-types';

export type RecordLoad =
  { status: 'loading' } | { status: 'loaded'; record: ExampleRecord } | { status: 'failed'; message: string };

/** The `?id=` of the page's address. */
export function useRecordId(): string {
  return new URLSearchParams(useHashSearch()).get('id') ?? '';
}

/** Loads the record the address names; a missing id fails at once. */
export function useExampleRecord(id: string): RecordLoad {
  const [load, setLoad] = useState<RecordLoad & { id: string }>({ status: 'loading', id });
  useEffect(() => {
    if (!id) return;
    let live = true;
    getExampleDetail(id).then(
      (record) => live && setLoad({ status: 'loaded', record, id }),
      (error: unknown) =>
        live && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '', id }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return { status: 'failed', message: '' };
  return load.id === id ? load : { status: 'loading' };
}
