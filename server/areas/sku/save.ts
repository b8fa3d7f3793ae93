import { skuReviewMachine, isSkuCodeEditable } from '@machines/business/sku-review.machine';
import { cartonByCode, forgetLookups, skuByCode } from '../../store/lookup';
import type { FieldErrors } from '@/api/rules/fields';
import { readSku } from '@/api/rules/sku';
import { findById, insert, isoAt, nextDocNo, update, type Db } from '../../store/store';
import type { Sku } from '../../store/types/sku';
import { isFailure, ownerFor, roleFailure } from '../../services/access';
import { judge } from '../../services/charts';
import { skuContext } from '../../services/contexts';
import { failure, type Actor, type Outcome } from '../../services/contract';
import { logRow, withRow } from '../../services/log';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { prefixOf } from '../../services/kinds';

const REVIEWED = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

/**
 * Sends an approved SKU back to review after a change of what the review looked at (its size, or one
 * of its declarations: business.md §4). Other states keep theirs.
 */
export async function reviewAgain(db: Db, actor: Actor, sku: Sku, note: string): Promise<void> {
  const verdict = judge(skuReviewMachine, sku.status, await skuContext(db, sku), {
    type: 'edit',
    by: 'customer',
    reviewedFieldsChanged: true,
  });
  if (!verdict.ok || verdict.status === sku.status) return;
  await update(db, 'skus', sku.id, {
    status: verdict.status as Sku['status'],
    updatedAt: isoAt(),
    actionLog: withRow(sku.actionLog, logRow(actor, 'customer', 'edit', sku.status, verdict.status, note)),
  });
}

export async function saveSku(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Sku | null,
): Promise<Outcome<Sku>> {
  if (actor.role !== 'customer') return roleFailure(actor, 'edit');
  const customerId = existing?.customerId ?? (await ownerFor(db, actor, input));
  if (isFailure(customerId)) return customerId;
  const errors: FieldErrors = {};
  const values = readSku(input, errors);
  const changed = existing !== null && REVIEWED.some((key) => existing[key] !== values[key]);
  let status: Sku['status'] = 'DRAFT';
  if (existing) {
    const verdict = judge(skuReviewMachine, existing.status, await skuContext(db, existing), {
      type: 'edit',
      by: 'customer',
      reviewedFieldsChanged: changed,
    });
    if (!verdict.ok) return failure(409, 'stateRefused', { action: 'edit', state: existing.status });
    status = verdict.status as Sku['status'];
  }
  const fields = toFieldMessages(errors);
  if (!fields.sku && existing && existing.sku !== values.sku && !isSkuCodeEditable(existing.status)) {
    fields.sku = { key: 'skuCodeLocked' };
  }
  // a SKU of a table is a copy: the same SKU is the same id
  const clash = await skuByCode(db, customerId, values.sku);
  if (
    !fields.sku &&
    ((clash && clash.id !== existing?.id) || (await cartonByCode(db, customerId, values.sku)))
  ) {
    fields.sku = { key: 'skuCodeTaken' };
  }
  if (hasFields(fields)) return invalid(fields);
  const customerCode = (await findById(db, 'customers', customerId))?.code ?? customerId;
  const at = isoAt();
  const patch = { ...values, systemBarcode: `${customerCode}-${values.sku}`, status, updatedAt: at };
  return await run(db, async () => {
    if (existing) {
      const log =
        status === existing.status
          ? existing.actionLog
          : withRow(existing.actionLog, logRow(actor, 'customer', 'edit', existing.status, status));
      const updated = await update(db, 'skus', existing.id, { ...patch, actionLog: log });
      forgetLookups(db);
      return updated;
    }
    const id = await nextDocNo(db, prefixOf('sku'));
    return await insert(db, 'skus', {
      ...patch,
      id,
      customerId,
      measured: null,
      reviewRemark: '',
      createdAt: at,
      actionLog: [],
    });
  });
}
