import type { AnyStateMachine } from 'xstate';
import { certificateReviewMachine } from '@machines/business/certificate-review.machine';
import { declarationReviewMachine } from '@machines/business/declaration-review.machine';
import { update, type Db } from '../../store/store';
import type { Certificate, Declaration, Reviewed } from '../../store/types/sku';
import type { Actor, Outcome } from '../../services/contract';
import { logRow, withRow } from '../../services/log';
import { run } from '../../services/outcome';
import { getVisible } from '../../services/visibility';
import { ask, textIn, type Request } from '../../services/step';

/** The review of the records around a SKU (business.md §4): `Sku/ApproveCertificate`, … */

/** The reviewed records around a SKU, by collection. */
interface Reviewables {
  declarations: Declaration;
  certificates: Certificate;
}

/**
 * Moves a reviewed record to `to` with its action-log row, and answers it as stored. A rejection
 * keeps its reason as the record's remark, for the customer to act on; any other step clears it.
 */
export async function moveRecord<N extends keyof Reviewables>(
  request: Request,
  name: N,
  record: Reviewables[N],
  to: string,
  note = '',
): Promise<Reviewables[N]> {
  const { db, action } = request;
  const row = logRow(request.actor, request.role, action, record.status, to, note);
  const patch: Partial<Reviewed & { status: string }> = {
    status: to,
    reviewRemark: action === 'reject' ? note : '',
    actionLog: withRow(record.actionLog, row),
  };
  return (await update(db, name, record.id, patch as Partial<Reviewables[N]>)) as Reviewables[N];
}

async function review<N extends keyof Reviewables>(
  request: Request,
  machine: AnyStateMachine,
  name: N,
  found: Outcome<Reviewables[N]>,
): Promise<Outcome<Reviewables[N]>> {
  if (!found.ok) return found;
  const record = found.value;
  const to = ask(request, machine, record.status, {});
  if (typeof to !== 'string') return to;
  return await run(
    request.db,
    async () => await moveRecord(request, name, record, to, textIn(request.payload, 'reason')),
  );
}

export async function actOnCertificate(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Certificate>> {
  const request: Request = { db, actor, action, payload, role: actor.role };
  const found = await getVisible(db, actor, 'certificates', id);
  return await review(request, certificateReviewMachine, 'certificates', found);
}

export async function actOnDeclaration(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Declaration>> {
  const request: Request = { db, actor, action, payload, role: actor.role };
  const found = await getVisible(db, actor, 'declarations', id);
  return await review(request, declarationReviewMachine, 'declarations', found);
}
