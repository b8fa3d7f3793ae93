import { decide } from '@machines/business/lifecycle';
import { skuReviewMachine, type SkuContext } from '@machines/business/sku-review.machine';
import { skuAction, type SkuAction } from '@/api/business/sku';
import type { Sku } from '@/api/business/types/sku';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import { useDocumentActions } from '@/views/Business/shared/use-document-actions';

/**
 * What the chart's guards look at is judged by the server (certificates, stock, open documents): the
 * buttons follow the state and the role only, and a refusal comes back as a 422 with its reason.
 */
export const SKU_CONTEXT: SkuContext = {
  cargoAttribute: 'GENERAL',
  validCertificates: [],
  hasStock: false,
  hasOpenDocuments: false,
};

/** The SKU lifecycle's actions (business.md §4) and the route permissions they need (§11). */
export const SKU_ACTIONS: readonly ActionSpec[] = [
  { event: 'submit', permission: 'sku:submit' },
  { event: 'approve', permission: 'sku:approve', color: 'green' },
  { event: 'reject', permission: 'sku:reject', reason: 'required', color: 'red' },
  { event: 'freeze', permission: 'sku:freeze', color: 'indigo' },
  // the menus grant one permission for both directions of a freeze
  { event: 'unfreeze', permission: 'sku:freeze' },
  { event: 'discard', permission: 'sku:discard', confirm: true },
];

/** The review queue offers the operator's two decisions only. */
export const REVIEW_ACTIONS = SKU_ACTIONS.filter(
  (spec) => spec.event === 'approve' || spec.event === 'reject',
);

const EVENTS: readonly Exclude<SkuAction, 'reject'>[] = [
  'submit',
  'approve',
  'freeze',
  'unfreeze',
  'discard',
];

export function runSkuAction(sku: Sku, event: string, payload: Record<string, string>): Promise<Sku> {
  if (event === 'reject') return skuAction(sku.id, 'reject', { reason: payload.reason ?? '' });
  const action = EVENTS.find((name) => name === event);
  if (!action) return Promise.reject(new Error(`not a SKU action: ${event}`));
  return skuAction(sku.id, action);
}

/** The SKU actions for a list or a detail page: chart ∩ route permission, with their dialogs. */
export function useSkuActions(options: {
  specs?: readonly ActionSpec[];
  onChanged: (sku: Sku | null) => void;
  handlers?: Partial<Record<string, (sku: Sku) => void>>;
}) {
  return useDocumentActions<Sku>({
    machine: skuReviewMachine,
    specs: options.specs ?? SKU_ACTIONS,
    run: runSkuAction,
    nameOf: (sku) => sku.sku,
    contextOf: () => SKU_CONTEXT,
    onChanged: options.onChanged,
    handlers: options.handlers,
  });
}

/**
 * Whether saving a change to what the review looked at moves a SKU in `status` to another status
 * (an approved SKU goes back to review): the edit form says so before the user saves.
 */
export function editChangesReview(status: string): boolean {
  const edited = decide(skuReviewMachine, status, SKU_CONTEXT, {
    type: 'edit',
    by: 'customer',
    reviewedFieldsChanged: true,
  });
  return edited.ok && edited.status !== status;
}
