import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeLifecycle } from './lifecycle.suite';
import { rmaCases } from './rma.cases';
import { rmaMachine } from './rma.machine';

describeLifecycle('RMA', rmaCases);

describe('RMA: as an actor', () => {
  it('is received in grades and processed by the operator', () => {
    const actor = createActor(rmaMachine).start();
    actor.send({ type: 'submit', by: 'customer' });
    actor.send({ type: 'cancel', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('SUBMITTED');
    actor.send({
      type: 'receive',
      by: 'operator',
      lines: [{ sku: 'A-1', goodQty: 1, defectiveQty: 0, unidentifiedQty: 0 }],
    });
    actor.send({ type: 'process', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('COMPLETED');
  });
});
