import { rmaMachine } from '@machines/business/rma.machine';
import type { FieldErrors } from '@/api/rules/fields';
import { readRma, returnableQty, returnProblems } from '@/api/rules/rma';
import { filter, findById, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { OutboundOrder, Rma } from '../../store/types/documents';
import { customerSaving, isFailure } from '../../services/access';
import { checkLineSkus, referenceTaken, warehouseProblem } from '../../services/checks';
import { type Actor, type FieldMessages, type Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

type RmaValues = ReturnType<typeof readRma>;

/**
 * A return of a shipped order: to the warehouse that shipped it, only SKUs it shipped, and no more than
 * it shipped less the order's other returns (business.md §8; the form asks the same rule).
 */
async function checkReturnable(
  db: Db,
  original: OutboundOrder,
  values: RmaValues,
  fields: FieldMessages,
  selfId: string | null,
) {
  if (!fields.warehouseCode && values.warehouseCode !== original.warehouseCode) {
    fields.warehouseCode = { key: 'rmaWarehouseNotOriginal' };
  }
  const others = await filter(db, 'rmas', { originalOutboundNo: original.outboundNo });
  const returnable = returnableQty(original.lines, others, selfId);
  for (const problem of returnProblems(values.lines, returnable)) {
    if (fields[problem.path]) continue;
    fields[problem.path] =
      problem.max === undefined
        ? { key: problem.key }
        : { key: problem.key, params: { max: String(problem.max) } };
  }
}

export async function checkRma(
  db: Db,
  customerId: string,
  values: RmaValues,
  errors: FieldErrors,
  selfId: string | null,
): Promise<FieldMessages> {
  const fields = toFieldMessages(errors);
  if (!fields.warehouseCode) {
    const problem = await warehouseProblem(db, customerId, values.warehouseCode, 'returns');
    if (problem) fields.warehouseCode = problem;
  }
  if (values.originalOutboundNo !== '') {
    const original = await findById(db, 'outbounds', values.originalOutboundNo);
    const shipped = original?.status === 'SHIPPED' || original?.status === 'DELIVERED';
    if (!original || original.customerId !== customerId || !shipped) {
      fields.originalOutboundNo = { key: 'originalOutboundInvalid' };
    } else {
      await checkReturnable(db, original, values, fields, selfId);
    }
  }
  if (values.strategyId !== '') {
    const strategy = await findById(db, 'returnStrategies', values.strategyId);
    if (!strategy || strategy.customerId !== customerId) fields.strategyId = { key: 'strategyUnknown' };
  }
  if (!fields.referenceNo && (await referenceTaken(db, 'rmas', customerId, values.referenceNo, selfId))) {
    fields.referenceNo = { key: 'referenceNoTaken' };
  }
  await checkLineSkus(
    db,
    customerId,
    values.lines.map((line, i) => ({ sku: line.sku, path: `lines.${i}.sku` })),
    fields,
  );
  return fields;
}

export async function saveRma(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Rma | null,
): Promise<Outcome<Rma>> {
  const customerId = await customerSaving(db, actor, input, existing, { machine: rmaMachine, context: {} });
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readRma(input, errors);
  const fields = await checkRma(db, customerId, values, errors, existing?.id ?? null);
  if (hasFields(fields)) return invalid(fields);
  const patch = {
    referenceNo: values.referenceNo,
    source: values.source,
    originalOutboundNo: values.originalOutboundNo || null,
    warehouseCode: values.warehouseCode,
    trackingNo: values.trackingNo,
    reason: values.reason,
    strategyId: values.strategyId || null,
    lines: values.lines.map((line) => ({ ...line, goodQty: 0, defectiveQty: 0, unidentifiedQty: 0 })),
    updatedAt: isoAt(),
  };
  return await run(db, async () => {
    if (existing) {
      const updated = await update(db, 'rmas', existing.id, patch);
      return updated;
    }
    const rmaNo = await nextDocNo(db, prefixOf('rma'));
    return await insert(db, 'rmas', {
      ...patch,
      id: rmaNo,
      rmaNo,
      customerId,
      status: 'DRAFT',
      createdAt: patch.updatedAt,
      actionLog: [],
      photos: [],
      cancelReason: '',
    });
  });
}
