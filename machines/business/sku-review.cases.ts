import type { Allowed, Invalid, LifecycleCases } from './lifecycle.suite';
import {
  SKU_EVENT_TYPES,
  SKU_STATUSES,
  skuReviewMachine,
  type SkuContext,
  type SkuStatus,
} from './sku-review.machine';

type M = typeof skuReviewMachine;

const battery: Partial<SkuContext> = {
  cargoAttribute: 'WITH_BATTERY',
  validCertificates: ['MSDS', 'UN38.3'],
};

const allowed: Allowed<M, SkuStatus>[] = [
  ['DRAFT', { type: 'edit', by: 'customer', reviewedFieldsChanged: true }, 'DRAFT'],
  ['DRAFT', { type: 'delete', by: 'customer' }, 'DRAFT'],
  ['DRAFT', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW'],
  ['DRAFT', { type: 'discard', by: 'customer' }, 'DISCARDED'],
  ['PENDING_REVIEW', { type: 'approve', by: 'operator' }, 'APPROVED'],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator' },
    'APPROVED',
    { ...battery, validCertificates: ['CE', 'MSDS', 'UN38.3'] },
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator' },
    'APPROVED',
    { ...battery, cargoAttribute: 'PURE_BATTERY' },
  ],
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: 'photos unreadable' }, 'REJECTED'],
  ['REJECTED', { type: 'edit', by: 'customer', reviewedFieldsChanged: true }, 'REJECTED'],
  ['REJECTED', { type: 'submit', by: 'customer' }, 'PENDING_REVIEW'],
  ['REJECTED', { type: 'discard', by: 'customer' }, 'DISCARDED'],
  ['APPROVED', { type: 'edit', by: 'customer', reviewedFieldsChanged: true }, 'PENDING_REVIEW'],
  ['APPROVED', { type: 'edit', by: 'customer', reviewedFieldsChanged: false }, 'APPROVED'],
  ['APPROVED', { type: 'freeze', by: 'operator' }, 'FROZEN'],
  ['APPROVED', { type: 'discard', by: 'customer' }, 'DISCARDED'],
  ['FROZEN', { type: 'unfreeze', by: 'operator' }, 'APPROVED'],
];

const invalid: Invalid<M, SkuStatus>[] = [
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: '' }, ['hasReason']],
  ['PENDING_REVIEW', { type: 'reject', by: 'operator', reason: '   ' }, ['hasReason']],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator' },
    ['hasRequiredCertificates'],
    { cargoAttribute: 'WITH_BATTERY' },
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator' },
    ['hasRequiredCertificates'],
    { cargoAttribute: 'PURE_BATTERY', validCertificates: ['MSDS'] },
  ],
  [
    'PENDING_REVIEW',
    { type: 'approve', by: 'operator' },
    ['hasRequiredCertificates'],
    { cargoAttribute: 'WITH_BATTERY', validCertificates: ['UN38.3', 'CE'] },
  ],
  ['DRAFT', { type: 'discard', by: 'customer' }, ['isUnused'], { hasOpenDocuments: true }],
  ['REJECTED', { type: 'discard', by: 'customer' }, ['isUnused'], { hasStock: true }],
  ['APPROVED', { type: 'discard', by: 'customer' }, ['isUnused'], { hasStock: true }],
  ['APPROVED', { type: 'discard', by: 'customer' }, ['isUnused'], { hasOpenDocuments: true }],
];

export const skuCases: LifecycleCases<M, SkuStatus> = {
  machine: skuReviewMachine,
  states: SKU_STATUSES,
  eventTypes: SKU_EVENT_TYPES,
  context: { cargoAttribute: 'GENERAL', validCertificates: [], hasStock: false, hasOpenDocuments: false },
  allowed,
  invalid,
};
