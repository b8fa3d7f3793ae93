import {
  RECORD_REVIEW_EVENT_TYPES,
  recordReviewMachine,
  type RecordReviewContext,
  type RecordReviewEvent,
} from './record-review';

/**
 * The review of a SKU's customs declaration for one country and direction (business.md §4): the
 * customer declares it (PENDING), the operator approves it or rejects it with a reason. Any change
 * the customer saves is reviewed again, as a changed SKU is (§4). Approving the SKU approves its
 * pending declarations with it (the review looked at them), through this chart.
 */
export const DECLARATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

export const DECLARATION_EVENT_TYPES = RECORD_REVIEW_EVENT_TYPES;
export type DeclarationContext = RecordReviewContext;
export type DeclarationEvent = RecordReviewEvent;

/** A record review whose approval finds the declaration APPROVED. */
export const declarationReviewMachine = recordReviewMachine('declarationReview', 'APPROVED');
