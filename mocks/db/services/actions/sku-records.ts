import type { AnyStateMachine } from 'xstate';
import { certificateReviewMachine } from '@machines/business/certificate-review.machine';
import { declarationReviewMachine } from '@machines/business/declaration-review.machine';
import type { Db } from '../../store';
import { writeField } from '../../tx';
import type { Certificate, Declaration, Reviewed } from '../../types/sku';
import type { Actor, Outcome } from '../contract';
import { logRow, withRow } from '../log';
import { run } from '../outcome';
import { getVisible } from '../visibility';
import { ask, textIn, type Request } from './step';

/** The review of the records around a SKU (business.md §4): `Sku/ApproveCertificate`, … */

type Reviewable = Reviewed & { status: string };

/**
 * Moves a reviewed record to `to` with its action-log row. A rejection keeps its reason as the
 * record's remark, for the customer to act on; any other step clears it.
 */
export function moveRecord(request: Request, record: Reviewable, to: string, note = ''): void {
  const { db, action } = request;
  const row = logRow(request.actor, request.role, action, record.status, to, note);
  writeField(db, record, 'status', to);
  writeField(db, record, 'reviewRemark', action === 'reject' ? note : '');
  writeField(db, record, 'actionLog', withRow(record.actionLog, row));
}

async function review<T extends Reviewable>(
  request: Request,
  machine: AnyStateMachine,
  found: Outcome<T>,
): Promise<Outcome<T>> {
  if (!found.ok) return found;
  const record = found.value;
  const to = ask(request, machine, record.status, {});
  if (typeof to !== 'string') return to;
  return await run(request.db, () => {
    moveRecord(request, record, to, textIn(request.payload, 'reason'));
    return record;
  });
}

export async function actOnCertificate(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Certificate>> {
  const request: Request = { db, actor, action, payload, role: actor.role };
  return await review(request, certificateReviewMachine, await getVisible(db, actor, 'certificates', id));
}

export async function actOnDeclaration(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Declaration>> {
  const request: Request = { db, actor, action, payload, role: actor.role };
  return await review(request, declarationReviewMachine, await getVisible(db, actor, 'declarations', id));
}
