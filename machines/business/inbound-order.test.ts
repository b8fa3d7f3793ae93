import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { decide } from './lifecycle';
import { describeLifecycle } from './lifecycle.suite';
import { inboundCases } from './inbound-order.cases';
import { inboundOrderMachine, type InboundEvent } from './inbound-order.machine';

describeLifecycle('inbound order', inboundCases);

describe('inbound order: as an actor', () => {
  it('goes from draft to completed along the happy path', () => {
    const actor = createActor(inboundOrderMachine, { input: {} }).start();
    const steps: InboundEvent[] = [
      { type: 'submit', by: 'customer' },
      { type: 'approve', by: 'operator' },
      { type: 'markShipped', by: 'customer', trackingNos: ['TBA1'] },
      { type: 'arrive', by: 'operator' },
      { type: 'startReceiving', by: 'operator' },
      {
        type: 'receive',
        by: 'operator',
        lines: [{ boxNo: 1, sku: 'A-1', receivedQty: 2, goodQty: 2, damagedQty: 0 }],
      },
      { type: 'putaway', by: 'operator' },
    ];
    steps.forEach((event) => actor.send(event));
    expect(actor.getSnapshot().value).toBe('COMPLETED');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('inbound order: refusals a back-end meets', () => {
  const ctx = { openExceptions: 0, arrived: false };

  it('names the state when an order in transit is cancelled (409)', () => {
    expect(decide(inboundOrderMachine, 'IN_TRANSIT', ctx, { type: 'cancel', by: 'operator' })).toEqual({
      ok: false,
      reason: 'state',
      message: 'cancel is not allowed in status IN_TRANSIT',
    });
  });

  it('refuses a customer cancelling an approved order as a role problem, even before arrival (403)', () => {
    expect(decide(inboundOrderMachine, 'APPROVED', ctx, { type: 'cancel', by: 'customer' })).toMatchObject({
      reason: 'role',
    });
  });

  it('keeps putaway blocked while any exception is open (422)', () => {
    const decision = decide(
      inboundOrderMachine,
      'RECEIVED',
      { ...ctx, openExceptions: 3 },
      { type: 'putaway', by: 'operator' },
    );
    expect(decision).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'putaway in status RECEIVED failed hasNoOpenExceptions',
      guards: ['hasNoOpenExceptions'],
    });
  });
});
