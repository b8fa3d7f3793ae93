/**
 * An order's waybill label (business.md §6), one home for the console and the mock back-end:
 * WAREHOUSE_ONLY orders carry the customer's upload (UPLOADED, or MISSING until then), the others
 * the mock carrier's label once shipped (GENERATED, PENDING before).
 */
export const WAYBILL_STATES = ['MISSING', 'UPLOADED', 'PENDING', 'GENERATED'] as const;
export type WaybillState = (typeof WAYBILL_STATES)[number];

export type WaybillAction = 'view' | 'upload' | 'void';

const ACTIONS: Record<WaybillState, readonly WaybillAction[]> = {
  MISSING: ['upload'],
  UPLOADED: ['view', 'void'],
  PENDING: [],
  GENERATED: ['view'],
};

/** What may be done with a label in `state`: view (download, print) a label there is; upload one that is missing; void an upload. */
export const waybillActions = (state: WaybillState): readonly WaybillAction[] => ACTIONS[state];

const SHIPPED: readonly string[] = ['SHIPPED', 'DELIVERED'];

export function waybillStateOf(
  order: { businessMode: string; status: string },
  hasUpload: boolean,
): WaybillState {
  if (order.businessMode === 'WAREHOUSE_ONLY') return hasUpload ? 'UPLOADED' : 'MISSING';
  return SHIPPED.includes(order.status.split('.')[0]) ? 'GENERATED' : 'PENDING';
}

/**
 * An order's label state by the order alone: a customer-labelled order holds its label exactly while
 * `waybillUploaded` says so (the upload and the void change both in one transaction).
 */
export const waybillOfOrder = (order: {
  businessMode: string;
  status: string;
  waybillUploaded: boolean;
}): WaybillState => waybillStateOf(order, order.waybillUploaded);

/** The carrier's label comes in each label size; an uploaded one is served as it was uploaded. */
export const isSizedWaybill = (state: WaybillState): boolean => state === 'GENERATED';
