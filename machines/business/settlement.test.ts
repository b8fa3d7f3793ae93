import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeLifecycle } from './lifecycle.suite';
import { settlementCases } from './settlement.cases';
import { settlementMachine } from './settlement.machine';

describeLifecycle('settlement', settlementCases);

describe('settlement: as an actor', () => {
  it('is confirmed after a dispute has been adjusted', () => {
    const actor = createActor(settlementMachine).start();
    actor.send({ type: 'dispute', by: 'customer', note: 'wrong fuel surcharge' });
    actor.send({ type: 'confirm', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('DISPUTED');
    actor.send({ type: 'adjust', by: 'operator' });
    actor.send({ type: 'confirm', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('CONFIRMED');
  });
});
