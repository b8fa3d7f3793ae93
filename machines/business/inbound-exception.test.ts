import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decide } from './lifecycle';
import { describeLifecycle } from './lifecycle.suite';
import { exceptionCases } from './inbound-exception.cases';
import { inboundExceptionMachine } from './inbound-exception.machine';

describeLifecycle('inbound exception', exceptionCases);

describe("inbound exception: the customer's choice", () => {
  it('is recorded in the context that decide hands back, and may be changed', () => {
    const first = decide(
      inboundExceptionMachine,
      'AWAITING_CUSTOMER',
      { chosenResolution: undefined },
      { type: 'chooseResolution', by: 'customer', resolution: 'ACCEPT_AS_GOOD' },
    );
    expect(first).toEqual({
      ok: true,
      status: 'AWAITING_CUSTOMER',
      context: { chosenResolution: 'ACCEPT_AS_GOOD' },
    });
    const second = decide(
      inboundExceptionMachine,
      'AWAITING_CUSTOMER',
      { chosenResolution: 'ACCEPT_AS_GOOD' },
      { type: 'chooseResolution', by: 'customer', resolution: 'DESTROY' },
    );
    expect(second).toMatchObject({ ok: true, context: { chosenResolution: 'DESTROY' } });
  });

  it('is what the operator closes with', () => {
    const actor = createActor(inboundExceptionMachine, { input: {} }).start();
    actor.send({ type: 'askCustomer', by: 'operator' });
    actor.send({ type: 'resolve', by: 'operator', resolution: 'DESTROY' });
    expect(actor.getSnapshot().value).toBe('AWAITING_CUSTOMER');
    actor.send({ type: 'chooseResolution', by: 'customer', resolution: 'RETURN_TO_SENDER' });
    actor.send({ type: 'resolve', by: 'operator', resolution: 'RETURN_TO_SENDER' });
    expect(actor.getSnapshot().value).toBe('RESOLVED');
  });
});
