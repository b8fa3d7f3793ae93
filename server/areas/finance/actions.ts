import { rechargeContextOf, rechargeMachine } from '@machines/business/recharge.machine';
import { creditedAmount } from '@/api/rules/purse';
import { credit } from './effects';
import type { Db } from '../../store/store';
import type { Recharge } from '../../store/types/documents';
import type { Actor, Outcome } from '../../services/contract';
import { hasFields, invalid, refuse, run, toFieldMessages } from '../../services/outcome';
import type { FieldErrors } from '@/api/rules/fields';
import { readApproval } from '@/api/rules/recharge';
import { getVisible } from '../../services/visibility';
import { recheckArrears } from '../outbound/actions';
import { ask, moveTo, textIn, type Request } from '../../services/step';

/**
 * Credits the purse with what arrived less the service charge, then re-checks ARREARS orders;
 * answers the orders it released, which the recharge keeps.
 */
async function creditRecharge(
  request: Request,
  recharge: Recharge,
  arrived: number,
  serviceCharge: number,
): Promise<Recharge['releasedOrders']> {
  const { db, actor } = request;
  await credit(db, {
    effectKey: `${recharge.rechargeNo}:credit`,
    customerId: recharge.customerId,
    currency: recharge.currency,
    docType: 'RECHARGE',
    docNo: recharge.rechargeNo,
    amount: creditedAmount(arrived, serviceCharge),
    source: 'RECHARGE',
    remark: `${recharge.method} by ${actor.name}`,
  });
  return await recheckArrears(db, recharge.customerId, recharge.rechargeNo);
}

async function applyRecharge(request: Request, recharge: Recharge, to: string): Promise<Recharge> {
  const { payload, action } = request;
  if (action === 'submit' && to === 'CREDITED') {
    // The mock card payment settles the declared amount at once, without a charge.
    const releasedOrders = await creditRecharge(request, recharge, recharge.declaredAmount, 0);
    return await moveTo(request, 'recharges', recharge, to, {
      arrivedAmount: recharge.declaredAmount,
      serviceCharge: 0,
      releasedOrders,
    });
  }
  if (action === 'approve') {
    const errors: FieldErrors = {};
    const { arrivedAmount: arrived, serviceCharge } = readApproval(payload, errors);
    if (hasFields(toFieldMessages(errors))) refuse(invalid(toFieldMessages(errors)));
    const releasedOrders = await creditRecharge(request, recharge, arrived, serviceCharge);
    return await moveTo(request, 'recharges', recharge, to, {
      arrivedAmount: arrived,
      serviceCharge,
      releasedOrders,
    });
  }
  if (action === 'reject') {
    return await moveTo(
      request,
      'recharges',
      recharge,
      to,
      { reviewRemark: textIn(payload, 'reason') },
      textIn(payload, 'reason'),
    );
  }
  return await moveTo(request, 'recharges', recharge, to);
}

export async function actOnRecharge(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Promise<Outcome<Recharge>> {
  const found = await getVisible(db, actor, 'recharges', id);
  if (!found.ok) return found;
  const recharge = found.value;
  const request: Request = { db, actor, action, payload, role: actor.role };
  const to = ask(request, rechargeMachine, recharge.status, rechargeContextOf(recharge));
  if (typeof to !== 'string') return to;
  return await run(db, async () => await applyRecharge(request, recharge, to));
}
