import type { AnyStateMachine } from 'xstate';
import { certificateReviewMachine } from '@machines/business/certificate-review.machine';
import { declarationReviewMachine } from '@machines/business/declaration-review.machine';
import type { FieldErrors } from '@/api/rules/fields';
import { readCertificate, readDeclaration } from '@/api/rules/sku';
import { filter, insert, nextDocNo, update, type Db } from '../../store/store';
import type { Certificate, Declaration } from '../../store/types/sku';
import { isFailure } from '../../services/access';
import { moveRecord } from './actions-records';
import { refusalOf } from '../../services/step';
import { judge } from '../../services/charts';
import type { Actor, Failure, Outcome } from '../../services/contract';
import { hasFields, invalid, run, toFieldMessages } from '../../services/outcome';
import { ownerOf, skuField } from './save-listings';
import { reviewAgain } from './save';
import { prefixOf } from '../../services/kinds';

/**
 * Declarations and certificates are reviewed (their charts in machines/business/): a new one starts
 * in the chart's first state (PENDING), a change is the chart's `edit` (the customer's, reviewed
 * again). The review itself is `Sku/Approve…`/`Sku/Reject…`; a `status` in a Save is never read.
 */
function statusAfterSave(
  actor: Actor,
  machine: AnyStateMachine,
  existing: { status: string } | null,
): string | Failure {
  if (!existing) return String(machine.config.initial);
  const verdict = judge(machine, existing.status, {}, { type: 'edit', by: actor.role });
  return verdict.ok ? verdict.status : refusalOf(verdict, actor, 'edit', existing.status);
}

export async function saveDeclaration(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Declaration | null,
): Promise<Outcome<Declaration>> {
  const customerId = await ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const status = statusAfterSave(actor, declarationReviewMachine, existing);
  if (typeof status !== 'string') return status;
  const errors: FieldErrors = {};
  const values = readDeclaration(input, errors);
  const fields = toFieldMessages(errors);
  const sku = await skuField(db, customerId, values.sku, fields);
  const clash = sku
    ? (
        await filter(db, 'declarations', {
          skuId: sku.id,
          countryCode: values.countryCode,
          direction: values.direction,
        })
      ).some((d) => d.id !== existing?.id)
    : false;
  if (clash && !fields.countryCode) fields.countryCode = { key: 'declarationDuplicate' };
  if (hasFields(fields) || !sku) return invalid(fields);
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku };
  return await run(db, async () => {
    if (actor.role === 'customer')
      await reviewAgain(db, actor, sku, `declaration ${values.countryCode} ${values.direction}`);
    if (!existing) {
      const fresh = { ...record, status: status as Declaration['status'], reviewRemark: '', actionLog: [] };
      return await insert(db, 'declarations', { ...fresh, id: await nextDocNo(db, prefixOf('declaration')) });
    }
    const updated = await update(db, 'declarations', existing.id, record);
    if (status === existing.status) return updated;
    const request = { db, actor, role: actor.role, action: 'edit', payload: {} };
    return await moveRecord(request, 'declarations', updated, status);
  });
}

export async function saveCertificate(
  db: Db,
  actor: Actor,
  input: Record<string, unknown>,
  existing: Certificate | null,
): Promise<Outcome<Certificate>> {
  const customerId = await ownerOf(db, actor, input, existing);
  if (isFailure(customerId)) return customerId;
  const status = statusAfterSave(actor, certificateReviewMachine, existing);
  if (typeof status !== 'string') return status;
  const errors: FieldErrors = {};
  const values = readCertificate(input, errors);
  const fields = toFieldMessages(errors);
  const sku = await skuField(db, customerId, values.sku, fields);
  if (hasFields(fields) || !sku) return invalid(fields);
  const record = { ...values, customerId, skuId: sku.id, sku: sku.sku };
  return await run(db, async () => {
    if (!existing) {
      const fresh = { ...record, status: status as Certificate['status'], reviewRemark: '', actionLog: [] };
      return await insert(db, 'certificates', { ...fresh, id: await nextDocNo(db, prefixOf('certificate')) });
    }
    const updated = await update(db, 'certificates', existing.id, record);
    if (status === existing.status) return updated;
    const request = { db, actor, role: actor.role, action: 'edit', payload: {} };
    return await moveRecord(request, 'certificates', updated, status);
  });
}
