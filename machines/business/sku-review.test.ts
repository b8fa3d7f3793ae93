import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describeLifecycle } from './lifecycle.suite';
import { skuCases } from './sku-review.cases';
import { skuReviewMachine } from './sku-review.machine';

describeLifecycle('SKU review', skuCases);

describe('SKU review: as an actor', () => {
  it('starts in DRAFT with the input as context and defaults for the rest', () => {
    const actor = createActor(skuReviewMachine, { input: { cargoAttribute: 'LIQUID' } }).start();
    expect(actor.getSnapshot().value).toBe('DRAFT');
    expect(actor.getSnapshot().context).toEqual({
      cargoAttribute: 'LIQUID',
      validCertificates: [],
      hasStock: false,
      hasOpenDocuments: false,
    });
  });

  it('runs review, rejection, re-submission and approval of a battery SKU', () => {
    const actor = createActor(skuReviewMachine, {
      input: { cargoAttribute: 'PURE_BATTERY', validCertificates: ['MSDS', 'UN38.3'] },
    }).start();
    actor.send({ type: 'submit', by: 'customer' });
    actor.send({ type: 'reject', by: 'operator', reason: 'wrong weight' });
    actor.send({ type: 'edit', by: 'customer', reviewedFieldsChanged: true });
    actor.send({ type: 'submit', by: 'customer' });
    actor.send({ type: 'approve', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('APPROVED');
  });

  it('ignores an approval sent by a customer', () => {
    const actor = createActor(skuReviewMachine, { input: {} }).start();
    actor.send({ type: 'submit', by: 'customer' });
    actor.send({ type: 'approve', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('PENDING_REVIEW');
  });
});
