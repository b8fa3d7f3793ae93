import { shownCertificateStatus } from '@machines/business/certificate-review.machine';
import type { SkuContext } from '@machines/business/sku-review.machine';
import { now } from '../api/clock';
import type { InboundStatus } from '@machines/business/inbound-order.machine';
import type { RmaStatus } from '@machines/business/rma.machine';
import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import { anyNaming, filter, type Db } from '../store/store';
import type { Sku } from '../store/types/sku';

/** What each chart's guards look at, read from the stored records. */

// the documents' own builders (inboundContextOf, …) live beside their charts, shared with the views

const INBOUND_OPEN: InboundStatus[] = [
  'PENDING_REVIEW',
  'APPROVED',
  'IN_TRANSIT',
  'ARRIVED',
  'RECEIVING',
  'RECEIVED',
];
const OUTBOUND_CLOSED = new Set(['DRAFT', 'SHIPPED', 'DELIVERED', 'CANCELLED']);
const RMA_OPEN: RmaStatus[] = ['SUBMITTED', 'RECEIVED'];

/** Open documents of the customer whose lines name `codes` (a SKU and its cartons). */
export async function hasOpenDocuments(
  db: Db,
  customerId: string,
  codes: ReadonlySet<string>,
): Promise<boolean> {
  return (
    (await anyNaming(db, 'inbounds', { customerId, status: INBOUND_OPEN }, 'boxes.lines.sku', [...codes])) ||
    (await anyNaming(
      db,
      'outbounds',
      { customerId, status: OUTBOUND_STATES.filter((state) => !OUTBOUND_CLOSED.has(state.split('.')[0])) },
      'lines.sku',
      [...codes],
    )) ||
    (await anyNaming(db, 'rmas', { customerId, status: RMA_OPEN }, 'lines.sku', [...codes]))
  );
}

/** Stock of the SKU in any bucket but the cumulative `shipped`. */
export const hasStock = async (db: Db, customerId: string, sku: string): Promise<boolean> =>
  (await filter(db, 'balances', { customerId, sku })).some(
    (b) => b.inTransit + b.pendingPutaway + b.available + b.reserved + b.unsellable + b.frozen > 0,
  );

/** A SKU and the cartons bound to it. */
export async function codesOf(db: Db, sku: Sku): Promise<Set<string>> {
  const cartons = await filter(db, 'cartons', { customerId: sku.customerId, componentSku: sku.sku });
  return new Set([sku.sku, ...cartons.map((c) => c.cartonSku)]);
}

export async function skuContext(db: Db, sku: Sku): Promise<SkuContext> {
  const today = now();
  const certificates = await filter(db, 'certificates', { skuId: sku.id });
  return {
    cargoAttribute: sku.cargoAttribute,
    // what the console shows as VALID: found valid and not past its expiry day
    validCertificates: certificates
      .filter((c) => shownCertificateStatus(c, today) === 'VALID')
      .map((c) => c.type),
    hasStock: await hasStock(db, sku.customerId, sku.sku),
    hasOpenDocuments: await hasOpenDocuments(db, sku.customerId, await codesOf(db, sku)),
  };
}
