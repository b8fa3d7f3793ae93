import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { availableActions, decide } from './lifecycle';
import { describeLifecycle } from './lifecycle.suite';
import { outboundCases } from './outbound-order.cases';
import {
  outboundContextOf,
  outboundOrderMachine,
  OUTBOUND_STATES,
  type SubmitCheck,
} from './outbound-order.machine';

describeLifecycle('outbound order', outboundCases);

const submit = (check: SubmitCheck, exceptionReason?: 'ARREARS') =>
  decide(
    outboundOrderMachine,
    exceptionReason ? 'EXCEPTION' : 'DRAFT',
    outboundContextOf({ exceptionReason }),
    {
      type: exceptionReason ? 'resubmit' : 'submit',
      by: 'customer',
      check,
    },
  );

describe('outbound order: the exception reason', () => {
  it.each([
    [{ stock: false, funds: false, address: false }, 'OUT_OF_STOCK'],
    [{ stock: false, funds: true, address: true }, 'OUT_OF_STOCK'],
    [{ stock: true, funds: false, address: false }, 'ARREARS'],
    [{ stock: true, funds: false, address: true }, 'ARREARS'],
    [{ stock: true, funds: true, address: false }, 'ADDRESS'],
  ] as const)('is the first failed check of %o: %s', (check, reason) => {
    expect(submit(check)).toEqual({
      ok: true,
      status: 'EXCEPTION',
      context: outboundContextOf({ exceptionReason: reason }),
    });
  });

  it('is replaced on a failed resubmit and cleared on a passed one', () => {
    expect(submit({ stock: false, funds: true, address: true }, 'ARREARS')).toMatchObject({
      status: 'EXCEPTION',
      context: { exceptionReason: 'OUT_OF_STOCK' },
    });
    expect(submit({ stock: true, funds: true, address: true }, 'ARREARS')).toEqual({
      ok: true,
      status: 'AWAITING_PICK',
      context: outboundContextOf({}),
    });
  });
});

describe('outbound order: editing and cancelling', () => {
  it('offers edit only in DRAFT, EXCEPTION and ON_HOLD', () => {
    const editable = OUTBOUND_STATES.filter((state) =>
      availableActions(outboundOrderMachine, state, outboundContextOf({}), 'customer').includes('edit'),
    );
    expect(editable).toEqual(['DRAFT', 'EXCEPTION', 'ON_HOLD']);
  });

  it('lets the operator answer a cancel request while packing goes no further', () => {
    const actor = createActor(outboundOrderMachine, { input: {} }).start();
    actor.send({ type: 'submit', by: 'customer', check: { stock: true, funds: true, address: true } });
    actor.send({ type: 'pick', by: 'operator' });
    actor.send({ type: 'pack', by: 'operator', actualWeightKg: 1.2 });
    actor.send({ type: 'requestCancel', by: 'customer', reason: 'duplicate order' });
    expect(actor.getSnapshot().value).toEqual({ PACKED: 'cancelRequested' });
    actor.send({ type: 'ship', by: 'operator', trackingNo: 'TRK1' });
    expect(actor.getSnapshot().matches({ PACKED: 'cancelRequested' })).toBe(true);
    actor.send({ type: 'refuseCancel', by: 'operator' });
    actor.send({ type: 'ship', by: 'operator', trackingNo: 'TRK1' });
    expect(actor.getSnapshot().value).toBe('SHIPPED');
  });
});
