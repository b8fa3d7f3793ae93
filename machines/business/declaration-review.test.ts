import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { declarationCases } from './declaration-review.cases';
import { declarationReviewMachine } from './declaration-review.machine';
import { describeLifecycle } from './lifecycle.suite';

describeLifecycle('declaration review', declarationCases);

describe('declaration review: as an actor', () => {
  it('is approved by the operator only, and reviewed again after the customer edits it', () => {
    const actor = createActor(declarationReviewMachine).start();
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'approve', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'approve', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('APPROVED');
    actor.send({ type: 'edit', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('APPROVED');
    actor.send({ type: 'edit', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('PENDING');
  });

  it('needs a reason to reject', () => {
    const actor = createActor(declarationReviewMachine).start();
    actor.send({ type: 'reject', by: 'operator', reason: ' ' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'reject', by: 'operator', reason: 'value too low' });
    expect(actor.getSnapshot().value).toBe('REJECTED');
  });
});
