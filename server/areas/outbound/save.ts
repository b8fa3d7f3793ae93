import { outboundContextOf, outboundOrderMachine } from '@machines/business/outbound-order.machine';
import { release, reserve } from '../inventory/effects';
import { carrierOf, outboundLoad } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { carrierTakes, readOutbound } from '@/api/rules/outbound';
import { filter, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { OutboundOrder } from '../../store/types/documents';
import { customerSaving, isFailure } from '../../services/access';
import { checkLineSkus, referenceTaken, warehouseProblem } from '../../services/checks';
import { type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

type OutboundValues = ReturnType<typeof readOutbound>;

type OutboundRefs = Pick<OutboundOrder, 'warehouseCode' | 'carrierCode' | 'services' | 'lines'>;

/**
 * What an order points at, checked again at submit: the warehouse, the carrier (at that warehouse,
 * offering the services asked) and APPROVED SKUs. Adds to `fields`, skipping fields already wrong.
 */
export async function outboundReferenceProblems(
  db: Db,
  customerId: string,
  order: OutboundRefs,
  fields: FieldMessages,
): Promise<FieldMessages> {
  if (!fields.warehouseCode) {
    const problem = await warehouseProblem(db, customerId, order.warehouseCode, 'outbound');
    if (problem) fields.warehouseCode = problem;
  }
  if (!fields.carrierCode) {
    const carrier = await carrierOf(db, order.carrierCode);
    if (!carrier || carrier.status !== 'ACTIVE' || carrier.type !== 'LAST_MILE') {
      fields.carrierCode = { key: 'carrierUnknown' };
    } else if (!carrier.warehouseCodes.includes(order.warehouseCode)) {
      fields.carrierCode = { key: 'carrierNotAtWarehouse' };
    } else {
      if (order.services.signature && !carrier.supportsSignature) {
        fields['services.signature'] = { key: 'signatureUnsupported' };
      }
      if (order.services.insuranceValue > 0 && !carrier.supportsInsurance) {
        fields['services.insuranceValue'] = { key: 'insuranceUnsupported' };
      }
      const { weightKg } = await outboundLoad(db, { customerId, lines: order.lines });
      if (!carrierTakes(carrier, weightKg)) {
        fields.carrierCode = {
          key: 'carrierOverweight',
          params: { carrier: carrier.name, weight: String(weightKg), max: String(carrier.maxWeightKg) },
        };
      }
    }
  }
  await checkLineSkus(
    db,
    customerId,
    order.lines.map((line, i) => ({ sku: line.sku, path: `lines.${i}.sku` })),
    fields,
  );
  return fields;
}

/** Field, reference, warehouse, carrier and SKU checks of an outbound order's values (save). */
export async function checkOutbound(
  db: Db,
  customerId: string,
  values: OutboundValues,
  errors: FieldErrors,
  selfId: string | null,
): Promise<FieldMessages> {
  const fields = toFieldMessages(errors);
  if (
    !fields.referenceNo &&
    (await referenceTaken(db, 'outbounds', customerId, values.referenceNo, selfId))
  ) {
    fields.referenceNo = { key: 'referenceNoTaken' };
  }
  return await outboundReferenceProblems(db, customerId, values, fields);
}

export function outboundPatch(values: OutboundValues) {
  return {
    referenceNo: values.referenceNo,
    type: values.type,
    platform: values.platform,
    storeName: values.storeName,
    warehouseCode: values.warehouseCode,
    carrierCode: values.carrierCode,
    businessMode: values.businessMode,
    consignee: values.consignee,
    services: values.services,
    remark: values.remark,
    lines: values.lines,
    fba: values.fba,
    updatedAt: isoAt(),
  };
}

const sameStock = (a: OutboundOrder, b: ReturnType<typeof outboundPatch>) =>
  a.warehouseCode === b.warehouseCode &&
  JSON.stringify(a.lines.map((l) => [l.sku, l.qty])) === JSON.stringify(b.lines.map((l) => [l.sku, l.qty]));

/** An order on hold keeps its reservation: a change of lines or warehouse moves it, or is refused. */
async function moveReservation(
  db: Db,
  actor: Actor,
  order: OutboundOrder,
  patch: ReturnType<typeof outboundPatch>,
) {
  if (order.status !== 'ON_HOLD' || sameStock(order, patch)) return;
  // Edits write no log row: the order's rows in the stock ledger tell one edit's moves from the next.
  const step = (await filter(db, 'flow', { docType: 'OUTBOUND', docNo: order.outboundNo })).length;
  const source = {
    customerId: order.customerId,
    docType: 'OUTBOUND' as const,
    docNo: order.outboundNo,
    operator: actor.name,
  };
  await release(
    db,
    { ...source, warehouseCode: order.warehouseCode, effectKey: `${order.outboundNo}:edit-release#${step}` },
    order.lines,
  );
  await reserve(
    db,
    { ...source, warehouseCode: patch.warehouseCode, effectKey: `${order.outboundNo}:edit-reserve#${step}` },
    patch.lines,
  );
}

export async function saveOutbound(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: OutboundOrder | null,
): Promise<Outcome<OutboundOrder>> {
  const customerId = await customerSaving(db, actor, input, existing, {
    machine: outboundOrderMachine,
    context: existing ? outboundContextOf(existing) : {},
  });
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readOutbound(input, errors);
  const fields = await checkOutbound(db, customerId, values, errors, existing?.id ?? null);
  if (hasFields(fields)) return invalid(fields);
  const patch = outboundPatch(values);
  return await run(db, async () => {
    if (existing) {
      await moveReservation(db, actor, existing, patch);
      const updated = await update(db, 'outbounds', existing.id, patch);
      return updated;
    }
    const outboundNo = await nextDocNo(db, prefixOf('outbound'));
    // Every field named (no `...patch`): V8 builds a spread-then-extended literal property by property.
    return await insert(db, 'outbounds', {
      referenceNo: patch.referenceNo,
      type: patch.type,
      platform: patch.platform,
      storeName: patch.storeName,
      warehouseCode: patch.warehouseCode,
      carrierCode: patch.carrierCode,
      businessMode: patch.businessMode,
      consignee: patch.consignee,
      services: patch.services,
      remark: patch.remark,
      lines: patch.lines,
      fba: patch.fba,
      updatedAt: patch.updatedAt,
      id: outboundNo,
      outboundNo,
      customerId,
      status: 'DRAFT',
      createdAt: patch.updatedAt,
      actionLog: [],
      trackingNo: '',
      actualWeightKg: null,
      exceptionReason: null,
      cancelReason: '',
      cancelRequestReason: '',
      waybillUploaded: false,
    });
  });
}
