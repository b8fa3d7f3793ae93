import { useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';

/** The review of a declaration or certificate (business.md §4): the operator approves or rejects. */
const reviewSpecs = (permission: string): readonly ActionSpec[] => [
  { event: 'approve', permission, color: 'green' },
  { event: 'reject', permission, reason: 'required', color: 'red' },
];

export interface RecordReviewOptions<R> {
  /** the record's review chart (`certificateReviewMachine`) */
  machine: AnyStateMachine;
  /** the route permission the review needs here; null: no reviews on this page */
  permission: string | null;
  /** sends one review: `(row, event, payload) => certificateAction(row.id, event, payload)` */
  run: (row: R, event: 'approve' | 'reject', payload: Record<string, string>) => Promise<unknown>;
  nameOf: (row: R) => string;
  onChanged: () => void;
}

/**
 * Approve and reject as the chart allows the user's role in the record's status, with the reason
 * dialog, the server's refusal and the notice of the shared document actions. Render `dialog` once.
 */
export function useRecordReview<R extends { status: string }>(options: RecordReviewOptions<R>) {
  const { machine, permission, run, nameOf, onChanged } = options;
  const specs = useMemo(() => (permission ? reviewSpecs(permission) : []), [permission]);
  return useDocumentActions<R>({
    machine,
    specs,
    run: (row, event, payload) =>
      event === 'approve' || event === 'reject'
        ? run(row, event, payload)
        : Promise.reject(new Error(`not a review action: ${event}`)),
    nameOf,
    onChanged,
  });
}
