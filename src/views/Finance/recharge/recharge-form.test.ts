import { describe, expect, it } from 'vitest';
import { emptyRecharge, rechargeProblems, rechargeRuleMessage } from './recharge-form';

describe('the recharge form’s checks', () => {
  it('refuse an amount that would be kept as 0, as the server does', () => {
    const values = { ...emptyRecharge(new URLSearchParams()), payerName: 'Payer', declaredAmount: 0.001 };
    expect(rechargeProblems(values, false, false).declaredAmount).toBe(
      rechargeRuleMessage('declaredAmountInvalid'),
    );
    expect(
      rechargeProblems({ ...values, declaredAmount: 0.005 }, false, false).declaredAmount,
    ).toBeUndefined();
  });
});
