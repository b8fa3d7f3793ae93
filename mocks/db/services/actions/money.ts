import { rechargeContextOf, rechargeMachine } from '@machines/business/recharge.machine';
import { credit } from '../../effects/finance';
import { roundMoney, toCents } from '../../money';
import { numberOf } from '@/api/rules/fields';
import type { Db } from '../../store';
import type { Recharge } from '../../types/documents';
import type { Actor, Outcome } from '../contract';
import { invalidField, refuse, run } from '../outcome';
import { getVisible } from '../visibility';
import { recheckArrears } from './outbound';
import { ask, moveTo, textIn, type Request } from './step';

/** Credits the purse with what arrived less the service charge, then re-checks ARREARS orders. */
function creditRecharge(request: Request, recharge: Recharge, arrived: number, serviceCharge: number): void {
  const { db, actor } = request;
  credit(db, {
    effectKey: `${recharge.rechargeNo}:credit`,
    customerId: recharge.customerId,
    currency: recharge.currency,
    docType: 'RECHARGE',
    docNo: recharge.rechargeNo,
    amount: roundMoney(arrived - serviceCharge),
    source: 'RECHARGE',
    remark: `${recharge.method} by ${actor.name}`,
  });
  recheckArrears(db, recharge.customerId, recharge.rechargeNo);
}

function applyRecharge(request: Request, recharge: Recharge, to: string): Recharge {
  const { payload, action } = request;
  if (action === 'submit' && to === 'CREDITED') {
    // The mock card payment settles the declared amount at once, without a charge.
    creditRecharge(request, recharge, recharge.declaredAmount, 0);
    return moveTo(request, 'recharges', recharge, to, {
      arrivedAmount: recharge.declaredAmount,
      serviceCharge: 0,
    });
  }
  if (action === 'approve') {
    const arrived = roundMoney(numberOf(payload.arrivedAmount));
    const serviceCharge = roundMoney(numberOf(payload.serviceCharge));
    if (toCents(serviceCharge) >= toCents(arrived))
      refuse(invalidField('serviceCharge', { key: 'serviceChargeInvalid' }));
    creditRecharge(request, recharge, arrived, serviceCharge);
    return moveTo(request, 'recharges', recharge, to, { arrivedAmount: arrived, serviceCharge });
  }
  if (action === 'reject') {
    return moveTo(
      request,
      'recharges',
      recharge,
      to,
      { reviewRemark: textIn(payload, 'reason') },
      textIn(payload, 'reason'),
    );
  }
  return moveTo(request, 'recharges', recharge, to);
}

export function actOnRecharge(
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  payload: Record<string, unknown>,
): Outcome<Recharge> {
  const found = getVisible(db, actor, 'recharges', id);
  if (!found.ok) return found;
  const recharge = found.value;
  const request: Request = { db, actor, action, payload, role: actor.role };
  const to = ask(request, rechargeMachine, recharge.status, rechargeContextOf(recharge));
  if (typeof to !== 'string') return to;
  return run(db, () => applyRecharge(request, recharge, to));
}
