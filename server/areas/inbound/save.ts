import { inboundContextOf, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { lineSkuOf, warehouseOf } from '../../store/lookup';
import { readInbound } from '@/api/rules/inbound';
import type { FieldErrors } from '@/api/rules/fields';
import { insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { InboundBox, InboundOrder } from '../../store/types/documents';
import { customerSaving, isFailure } from '../../services/access';
import { checkLineSkus, referenceTaken, warehouseProblem } from '../../services/checks';
import { type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

type InboundValues = ReturnType<typeof readInbound>;

/**
 * What an order points at, checked again at submit: the warehouse and, on every box line, an
 * APPROVED SKU with an APPROVED import declaration for the warehouse's country.
 */
export async function inboundReferenceProblems(
  db: Db,
  customerId: string,
  order: { warehouseCode: string; boxes: readonly { lines: readonly { sku: string }[] }[] },
  fields: FieldMessages,
): Promise<FieldMessages> {
  if (!fields.warehouseCode) {
    const problem = await warehouseProblem(db, customerId, order.warehouseCode, 'inbound');
    if (problem) fields.warehouseCode = problem;
  }
  const country = fields.warehouseCode
    ? null
    : ((await warehouseOf(db, order.warehouseCode))?.countryCode ?? null);
  const lines = order.boxes.flatMap((box, b) =>
    box.lines.map((line, l) => ({ sku: line.sku, path: `boxes.${b}.lines.${l}.sku` })),
  );
  await checkLineSkus(db, customerId, lines, fields, country);
  return fields;
}

/** Field, reference and SKU checks of an inbound order's values (save). */
export async function checkInbound(
  db: Db,
  customerId: string,
  values: InboundValues,
  errors: FieldErrors,
  selfId: string | null,
): Promise<FieldMessages> {
  const fields = toFieldMessages(errors);
  if (await referenceTaken(db, 'inbounds', customerId, values.referenceNo, selfId)) {
    fields.referenceNo = { key: 'referenceNoTaken' };
  }
  return await inboundReferenceProblems(db, customerId, values, fields);
}

const round = (value: number, dp: number) => Number(value.toFixed(dp));

export async function inboundTotals(
  db: Db,
  customerId: string,
  boxes: readonly InboundBox[],
): Promise<InboundOrder['totals']> {
  let units = 0;
  let weightKg = 0;
  let volumeM3 = 0;
  for (const box of boxes) {
    weightKg += box.weightKg;
    volumeM3 += (box.lengthCm * box.widthCm * box.heightCm) / 1_000_000;
    for (const line of box.lines)
      units += line.expectedQty * ((await lineSkuOf(db, customerId, line.sku))?.factor ?? 1);
  }
  return { boxes: boxes.length, units, weightKg: round(weightKg, 3), volumeM3: round(volumeM3, 3) };
}

function boxesOf(values: InboundValues): InboundBox[] {
  return values.boxes.map((box, index) => ({
    boxNo: index + 1,
    boxBarcode: null,
    customerBoxRef: box.customerBoxRef,
    weightKg: box.weightKg,
    lengthCm: box.lengthCm,
    widthCm: box.widthCm,
    heightCm: box.heightCm,
    lines: box.lines.map((line) => ({
      sku: line.sku,
      expectedQty: line.expectedQty,
      receivedQty: 0,
      goodQty: 0,
      damagedQty: 0,
    })),
  }));
}

export async function saveInbound(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: InboundOrder | null,
): Promise<Outcome<InboundOrder>> {
  const customerId = await customerSaving(db, actor, input, existing, {
    machine: inboundOrderMachine,
    context: existing ? inboundContextOf(existing) : {},
  });
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readInbound(input, errors);
  const fields = await checkInbound(db, customerId, values, errors, existing?.id ?? null);
  if (hasFields(fields)) return invalid(fields);
  const boxes = boxesOf(values);
  const patch = {
    referenceNo: values.referenceNo,
    warehouseCode: values.warehouseCode,
    type: values.type,
    shippingMode: values.shippingMode,
    loadType: values.loadType,
    trackingNos: values.trackingNos,
    containerNo: values.containerNo,
    eta: values.eta,
    deliveryMethod: values.deliveryMethod,
    pickupAddress: values.pickupAddress,
    remark: values.remark,
    containerType: values.containerType,
    boxes,
    totals: await inboundTotals(db, customerId, boxes),
    updatedAt: isoAt(),
  };
  return await run(db, async () => {
    if (existing) {
      const updated = await update(db, 'inbounds', existing.id, patch);
      return updated;
    }
    const inboundNo = await nextDocNo(db, prefixOf('inbound'));
    // Every field named (no `...patch`): V8 builds a spread-then-extended literal property by property.
    return await insert(db, 'inbounds', {
      referenceNo: patch.referenceNo,
      warehouseCode: patch.warehouseCode,
      type: patch.type,
      shippingMode: patch.shippingMode,
      loadType: patch.loadType,
      trackingNos: patch.trackingNos,
      containerNo: patch.containerNo,
      eta: patch.eta,
      deliveryMethod: patch.deliveryMethod,
      pickupAddress: patch.pickupAddress,
      remark: patch.remark,
      containerType: patch.containerType,
      boxes: patch.boxes,
      totals: patch.totals,
      updatedAt: patch.updatedAt,
      id: inboundNo,
      inboundNo,
      customerId,
      status: 'DRAFT',
      createdAt: patch.updatedAt,
      actionLog: [],
      exceptions: [],
      reviewRemark: '',
      cancelReason: '',
      arrivedAt: null,
    });
  });
}
