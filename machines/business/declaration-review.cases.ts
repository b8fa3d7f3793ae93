import {
  DECLARATION_EVENT_TYPES,
  DECLARATION_STATUSES,
  declarationReviewMachine,
  type DeclarationStatus,
} from './declaration-review.machine';
import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';

type M = typeof declarationReviewMachine;

const allowed: Allowed<M, DeclarationStatus>[] = [
  ['PENDING', { type: 'edit', by: 'customer' }, 'PENDING'],
  ['PENDING', { type: 'approve', by: 'operator' }, 'APPROVED'],
  ['PENDING', { type: 'reject', by: 'operator', reason: 'HS code does not match the goods' }, 'REJECTED'],
  ['APPROVED', { type: 'edit', by: 'customer' }, 'PENDING'],
  ['REJECTED', { type: 'edit', by: 'customer' }, 'PENDING'],
];

const invalid: Invalid<M, DeclarationStatus>[] = [
  ['PENDING', { type: 'reject', by: 'operator', reason: '' }, ['hasReason']],
  ['PENDING', { type: 'reject', by: 'operator', reason: '  ' }, ['hasReason']],
];

export const declarationCases: LifecycleCases<M, DeclarationStatus> = {
  machine: declarationReviewMachine,
  states: DECLARATION_STATUSES,
  eventTypes: DECLARATION_EVENT_TYPES,
  context: {},
  allowed,
  invalid,
};
