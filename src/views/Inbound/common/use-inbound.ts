import { getInbound } from '@/api/business/inbound';
import type { InboundOrder } from '@/api/business/types/documents';
import { useDocument } from '@/views/Business/shared/use-document';

export type InboundLoad =
  | { status: 'loading' }
  | { status: 'loaded'; order: InboundOrder }
  /** 404: another customer's order or none at all (existence is not disclosed) */
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/**
 * One order, as the inbound pages read it: `useDocument`'s state as one status. The last answer
 * stays on screen while the next one comes; `replace` takes an action's answer.
 */
export function useInbound(id: string) {
  const { doc, error, notFound, reload, replace } = useDocument(getInbound, id);
  const load: InboundLoad = notFound
    ? { status: 'missing' }
    : doc
      ? { status: 'loaded', order: doc }
      : error
        ? { status: 'failed', message: error instanceof Error ? error.message : '' }
        : { status: 'loading' };
  return { load, reload, replace };
}
