import { availableActions } from '@machines/business/lifecycle';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import type { Sku } from '@/api/business/types/sku';
import { usePermission } from '@/components/Permission/use-permission';
import { useBusinessRole } from '@/views/Business/shared/use-business-role';
import { SKU_CONTEXT } from './sku-actions';

/** What the user may do with the records around a SKU (declarations, certificates, listings, cartons). */
export interface RecordPermissions {
  add: boolean;
  edit: boolean;
  delete: boolean;
  /**
   * the route permission under which the operator approves or rejects a declaration or certificate
   * here (which of the two the record's chart offers is its own); null: no reviews here
   */
  review: string | null;
}

export const READ_ONLY: RecordPermissions = { add: false, edit: false, delete: false, review: null };

/**
 * On a record's own page (`/sku/declarations`): the customer maintains them with the page's
 * `<subject>:add|edit|delete`; the operator reviews with `<subject>:review` (business.md §11).
 */
export function usePagePermissions(subject: string): RecordPermissions {
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const customer = role === 'customer';
  return {
    add: customer && hasPermission(`${subject}:add`),
    edit: customer && hasPermission(`${subject}:edit`),
    delete: customer && hasPermission(`${subject}:delete`),
    review: role === 'operator' && hasPermission(`${subject}:review`) ? `${subject}:review` : null,
  };
}

/**
 * On a SKU's detail page: its declarations and certificates are part of what the review looks at, so
 * they change with the SKU itself (its `sku:edit`, in a state the chart lets the customer edit), and the
 * operator who approves the SKU (`sku:approve`) reviews them.
 */
export function useSkuRecordPermissions(sku: Pick<Sku, 'status'>): RecordPermissions {
  const role = useBusinessRole();
  const { hasPermission } = usePermission();
  const editable =
    role === 'customer' &&
    hasPermission('sku:edit') &&
    availableActions(skuReviewMachine, sku.status, SKU_CONTEXT, role).includes('edit');
  return {
    add: editable,
    edit: editable,
    delete: editable,
    review: role === 'operator' && hasPermission('sku:approve') ? 'sku:approve' : null,
  };
}
