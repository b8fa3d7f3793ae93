import { and, setup } from 'xstate';
import { roleGuards, type Role } from './lifecycle';
import { isText } from './payload';

export const SKU_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'APPROVED',
  'REJECTED',
  'FROZEN',
  'DISCARDED',
] as const;
export type SkuStatus = (typeof SKU_STATUSES)[number];

export const SKU_EVENT_TYPES = [
  'edit',
  'delete',
  'submit',
  'approve',
  'reject',
  'freeze',
  'unfreeze',
  'discard',
] as const;

export type CargoAttribute = 'GENERAL' | 'WITH_BATTERY' | 'PURE_BATTERY' | 'LIQUID' | 'FRAGILE' | 'TEXTILE';

export const BATTERY_CERTIFICATES = ['MSDS', 'UN38.3'] as const;

export interface SkuContext {
  cargoAttribute: CargoAttribute;
  /** Types of the SKU's certificates whose status is VALID (not expired). */
  validCertificates: string[];
  hasStock: boolean;
  hasOpenDocuments: boolean;
}

export type SkuInput = Partial<SkuContext>;

export type SkuEvent =
  /** `reviewedFieldsChanged`: dimensions, weight or declarations changed: review again. */
  | { type: 'edit'; by: Role; reviewedFieldsChanged: boolean }
  /** Only a draft may be deleted, by its customer: the record is removed, it moves nowhere. */
  | { type: 'delete'; by: Role }
  | { type: 'submit'; by: Role }
  | { type: 'approve'; by: Role }
  | { type: 'reject'; by: Role; reason: string }
  | { type: 'freeze'; by: Role }
  | { type: 'unfreeze'; by: Role }
  | { type: 'discard'; by: Role };

/** The SKU code may change only while the SKU is a draft (business.md §4): the form and the back-end ask this. */
export const isSkuCodeEditable = (status: string): boolean => status === 'DRAFT';

const isBattery = (attribute: CargoAttribute) => attribute === 'WITH_BATTERY' || attribute === 'PURE_BATTERY';

const discard = { target: 'DISCARDED', guard: and(['isCustomer', 'isUnused']) } as const;

export const skuReviewMachine = setup({
  types: {
    context: {} as SkuContext,
    events: {} as SkuEvent,
    input: {} as SkuInput,
  },
  guards: {
    ...roleGuards,
    hasReason: ({ event }) => 'reason' in event && isText(event.reason),
    hasReviewedFieldChanges: ({ event }) => event.type === 'edit' && event.reviewedFieldsChanged === true,
    hasRequiredCertificates: ({ context }) =>
      !isBattery(context.cargoAttribute) ||
      BATTERY_CERTIFICATES.every((type) => context.validCertificates.includes(type)),
    isUnused: ({ context }) => !context.hasStock && !context.hasOpenDocuments,
  },
}).createMachine({
  id: 'skuReview',
  context: ({ input }) => ({
    cargoAttribute: input.cargoAttribute ?? 'GENERAL',
    validCertificates: input.validCertificates ?? [],
    hasStock: input.hasStock ?? false,
    hasOpenDocuments: input.hasOpenDocuments ?? false,
  }),
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        edit: { target: 'DRAFT', guard: 'isCustomer' },
        delete: { target: 'DRAFT', guard: 'isCustomer' },
        submit: { target: 'PENDING_REVIEW', guard: 'isCustomer' },
        discard,
      },
    },
    PENDING_REVIEW: {
      on: {
        approve: { target: 'APPROVED', guard: and(['isOperator', 'hasRequiredCertificates']) },
        reject: { target: 'REJECTED', guard: and(['isOperator', 'hasReason']) },
      },
    },
    REJECTED: {
      on: {
        edit: { target: 'REJECTED', guard: 'isCustomer' },
        submit: { target: 'PENDING_REVIEW', guard: 'isCustomer' },
        discard,
      },
    },
    APPROVED: {
      on: {
        edit: [
          { target: 'PENDING_REVIEW', guard: and(['isCustomer', 'hasReviewedFieldChanges']) },
          { target: 'APPROVED', guard: 'isCustomer' },
        ],
        freeze: { target: 'FROZEN', guard: 'isOperator' },
        discard,
      },
    },
    FROZEN: {
      on: { unfreeze: { target: 'APPROVED', guard: 'isOperator' } },
    },
    DISCARDED: { type: 'final' },
  },
});
