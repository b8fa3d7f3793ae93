import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeLifecycle } from './lifecycle.suite';
import { warehouseCases } from './warehouse-registration.cases';
import { warehouseRegistrationMachine } from './warehouse-registration.machine';

describeLifecycle('warehouse registration', warehouseCases);

describe('warehouse registration: as an actor', () => {
  it('is approved, suspended and resumed by an operator', () => {
    const actor = createActor(warehouseRegistrationMachine).start();
    expect(actor.getSnapshot().value).toBe('PENDING_APPROVAL');
    actor.send({ type: 'approve', by: 'operator' });
    actor.send({ type: 'suspend', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('SUSPENDED');
    actor.send({ type: 'resume', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('SUSPENDED');
    actor.send({ type: 'resume', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('ACTIVE');
  });

  it('ends when rejected', () => {
    const actor = createActor(warehouseRegistrationMachine).start();
    actor.send({ type: 'reject', by: 'operator', reason: 'duplicate of USEA' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
