import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { certificateCases } from './certificate-review.cases';
import { certificateReviewMachine, isPastExpiry, shownCertificateStatus } from './certificate-review.machine';
import { describeLifecycle } from './lifecycle.suite';

describeLifecycle('certificate review', certificateCases);

describe('certificate review: as an actor', () => {
  it('is rejected with a reason, edited back to review by the customer, then found valid', () => {
    const actor = createActor(certificateReviewMachine).start();
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'reject', by: 'operator', reason: '' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'reject', by: 'operator', reason: 'wrong product' });
    actor.send({ type: 'approve', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('REJECTED');
    actor.send({ type: 'edit', by: 'customer' });
    actor.send({ type: 'approve', by: 'customer' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send({ type: 'approve', by: 'operator' });
    expect(actor.getSnapshot().value).toBe('VALID');
  });
});

describe('certificate review: expiry is shown, not stored', () => {
  const day = Date.parse('2026-03-10T00:00:00.000Z');

  it('counts a certificate expired from its expiry day on, and never without an expiry day', () => {
    expect(isPastExpiry('2026-03-11T00:00:00.000Z', day)).toBe(false);
    expect(isPastExpiry('2026-03-10T00:00:00.000Z', day)).toBe(true);
    expect(isPastExpiry('2026-03-09T00:00:00.000Z', day)).toBe(true);
    expect(isPastExpiry(null, day)).toBe(false);
  });

  it.each([
    ['VALID', '2026-03-09T00:00:00.000Z', 'EXPIRED'],
    ['PENDING', '2026-03-09T00:00:00.000Z', 'EXPIRED'],
    ['REJECTED', '2026-03-09T00:00:00.000Z', 'REJECTED'],
    ['VALID', '2027-01-01T00:00:00.000Z', 'VALID'],
    ['VALID', null, 'VALID'],
    ['PENDING', null, 'PENDING'],
  ] as const)('shows %s expiring %s as %s', (status, expiresAt, shown) => {
    expect(shownCertificateStatus({ status, expiresAt }, day)).toBe(shown);
  });
});
