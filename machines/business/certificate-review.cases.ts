import {
  CERTIFICATE_EVENT_TYPES,
  CERTIFICATE_STATUSES,
  certificateReviewMachine,
  type CertificateStatus,
} from './certificate-review.machine';
import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';

type M = typeof certificateReviewMachine;

const allowed: Allowed<M, CertificateStatus>[] = [
  ['PENDING', { type: 'edit', by: 'customer' }, 'PENDING'],
  ['PENDING', { type: 'approve', by: 'operator' }, 'VALID'],
  ['PENDING', { type: 'reject', by: 'operator', reason: 'file unreadable' }, 'REJECTED'],
  ['VALID', { type: 'edit', by: 'customer' }, 'PENDING'],
  ['REJECTED', { type: 'edit', by: 'customer' }, 'PENDING'],
];

const invalid: Invalid<M, CertificateStatus>[] = [
  ['PENDING', { type: 'reject', by: 'operator', reason: '' }, ['hasReason']],
  ['PENDING', { type: 'reject', by: 'operator', reason: '  ' }, ['hasReason']],
];

export const certificateCases: LifecycleCases<M, CertificateStatus> = {
  machine: certificateReviewMachine,
  states: CERTIFICATE_STATUSES,
  eventTypes: CERTIFICATE_EVENT_TYPES,
  context: {},
  allowed,
  invalid,
};
