import { outboundBatchMachine } from '@machines/business/outbound-batch.machine';
import { batchTrackingNo } from './batches/rules';
import { roleAt } from '../../services/access';
import { ask } from '../../services/step';
import type { Actor } from '../../services/contract';
import { carrierOf, warehouseOf } from '../../store/lookup';
import { findByIds, type Db } from '../../store/store';
import { fileResponse, MIME } from '../../api/files/respond-file';
import { handoverSheetPdf, type HandoverSheet } from './handover-sheet-pdf';
import { getVisible } from '../../api/services';

/**
 * `GET Outbound/HandoverSheet?id=`: the sheet the driver signs for a printed HANDOVER batch (A4 PDF).
 * The batch chart's `handoverSheet` decides: 404 unknown or another customer's, 409 before printing
 * (state) or for a label batch (`batchNotHandover`), `batchEmpty` when no order is left.
 */
export async function handoverSheetOf(db: Db, actor: Actor, id: string) {
  const found = await getVisible(db, actor, 'outboundBatches', id);
  if (!found.ok) return found;
  const batch = found.value;
  const action = 'handoverSheet';
  const role = await roleAt(db, actor, batch.warehouseCode, action, new Set());
  const context = { kind: batch.kind, orderCount: batch.orderIds.length };
  const verdict = ask({ db, actor, role, action, payload: {} }, outboundBatchMachine, batch.status, context);
  if (typeof verdict !== 'string') return verdict;
  const carrier = await carrierOf(db, batch.carrierCode);
  const warehouse = await warehouseOf(db, batch.warehouseCode);
  const sheet: HandoverSheet = {
    batchNo: batch.batchNo,
    carrierName: carrier?.carrierName ?? batch.carrierCode,
    carrierCode: batch.carrierCode,
    warehouse: warehouse ? `${warehouse.nameEn} (${warehouse.code})` : batch.warehouseCode,
    at: batch.handedOverAt ?? batch.printedAt ?? batch.updatedAt,
    parcels: (await findByIds(db, 'outbounds', batch.orderIds)).map((order) => {
      const trackingNo =
        batch.trackingNos[order.id] ||
        order.trackingNo ||
        batchTrackingNo(batch.carrierCode, order.outboundNo);
      return { outboundNo: order.outboundNo, referenceNo: order.referenceNo, trackingNo };
    }),
  };
  return fileResponse(await handoverSheetPdf(sheet), MIME.pdf, `${batch.batchNo}-handover.pdf`);
}
