import type { FieldErrors } from '@/api/rules/fields';
import { BATCH_FIELDS, readBatch } from '@/api/rules/batch';
import { readFields, textOf } from '@/api/rules/fields';
import { insert, isoAt, nextDocNo, update, type Db } from '../../../store/store';
import type { OutboundBatch } from '../../../store/types/documents';
import { failure, type Actor, type Outcome } from '../../../services/contract';
import { logRow } from '../../../services/log';
import { hasFields, invalid, run, toFieldMessages } from '../../../services/outcome';
import { getVisible } from '../../../services/visibility';
import { joiningOrders } from './members';

/** With `id`: its remark, until the batch is handed over (its orders change through add and remove). */
async function editBatch(
  db: Db,
  actor: Actor,
  id: string,
  input: Record<string, unknown>,
): Promise<Outcome<OutboundBatch>> {
  const found = await getVisible(db, actor, 'outboundBatches', id);
  if (!found.ok) return found;
  const batch = found.value;
  if (batch.status === 'HANDED_OVER')
    return failure(409, 'stateRefused', { action: 'edit', state: batch.status });
  const errors: FieldErrors = {};
  const { remark } = readFields(input, { remark: BATCH_FIELDS.remark }, errors);
  if (hasFields(toFieldMessages(errors))) return invalid(toFieldMessages(errors));
  return await run(
    db,
    async () => await update(db, 'outboundBatches', batch.id, { remark, updatedAt: isoAt() }),
  );
}

/**
 * Creates a batch of `orderIds` (no `id`): a customer's of its own orders, the warehouse's of any
 * customer's; every order of one warehouse and carrier, between reservation and shipping, in no
 * other active batch (see `joiningOrders`). It starts OPEN, numbered `BT{yyyymmdd}-{n}`.
 */
export async function saveBatch(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<Outcome<OutboundBatch>> {
  const id = textOf(input.id);
  if (id !== '') return await editBatch(db, actor, id, input);
  const errors: FieldErrors = {};
  const values = readBatch(input, errors);
  const fields = toFieldMessages(errors);
  if (fields.orderIds) return invalid(fields);
  const joining = await joiningOrders(db, actor, values.orderIds, null);
  if (!joining.ok && joining.status !== 422) return joining;
  if (!joining.ok) Object.assign(fields, joining.fields);
  if (hasFields(fields) || !joining.ok) return invalid(fields);
  const { route } = joining.value;
  return await run(db, async () => {
    const batchNo = await nextDocNo(db, 'BT');
    const row = logRow(actor, actor.role, 'create', '', 'OPEN', `${values.orderIds.length}`);
    return await insert(db, 'outboundBatches', {
      id: batchNo,
      batchNo,
      kind: values.kind,
      customerId: route.customerId,
      warehouseCode: route.warehouseCode,
      carrierCode: route.carrierCode,
      orderIds: values.orderIds,
      trackingNos: {},
      status: 'OPEN',
      remark: values.remark,
      createdBy: actor.name,
      createdAt: row.at,
      updatedAt: row.at,
      printedAt: null,
      handedOverAt: null,
      actionLog: [row],
    });
  });
}
