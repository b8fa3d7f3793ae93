import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decide } from './lifecycle';
import { describeLifecycle } from './lifecycle.suite';
import { rechargeCases } from './recharge.cases';
import { RECHARGE_METHODS, rechargeMachine } from './recharge.machine';

describeLifecycle('recharge', rechargeCases);

describe('recharge: submitting', () => {
  it.each(RECHARGE_METHODS.filter((method) => method !== 'BANK_TRANSFER'))(
    'needs no receipt for %s',
    (method) => {
      const decision = decide(
        rechargeMachine,
        'DRAFT',
        { method, hasReceipt: false },
        { type: 'submit', by: 'customer' },
      );
      expect(decision).toMatchObject({
        ok: true,
        status: method === 'ONLINE_CARD' ? 'CREDITED' : 'PENDING_REVIEW',
      });
    },
  );

  it('credits an online card payment without review', () => {
    const actor = createActor(rechargeMachine, { input: { method: 'ONLINE_CARD' } }).start();
    actor.send({ type: 'submit', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('CREDITED');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('reports a missing arrived amount before a missing service charge', () => {
    const decision = decide(
      rechargeMachine,
      'PENDING_REVIEW',
      { method: 'BANK_TRANSFER', hasReceipt: true },
      { type: 'approve', by: 'operator', arrivedAmount: 0, serviceCharge: -1 },
    );
    expect(decision).toMatchObject({ reason: 'invalid', guards: ['hasArrivedAmount'] });
  });
});
