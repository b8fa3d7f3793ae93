import {
  RECORD_REVIEW_EVENT_TYPES,
  recordReviewMachine,
  type RecordReviewContext,
  type RecordReviewEvent,
} from './record-review';

/**
 * The review of a SKU's certificate (business.md §4): the customer uploads it (PENDING), the operator
 * finds it VALID or REJECTED (with a reason). Any change the customer saves is reviewed again, as a
 * changed SKU is (§4: "REJECTED | edit | PENDING_REVIEW", "APPROVED | edit … | PENDING_REVIEW").
 *
 * EXPIRED is not a state: no one acts to expire a certificate, its expiry day passes. It is a shown
 * status, derived from `expiresAt` at the moment of reading (`shownCertificateStatus`), for the badge,
 * the list's status filter and its counts. Stored and answered `status` is always one of these states,
 * so a certificate that expires while VALID needs no write, and one renewed by an edit is PENDING.
 */
export const CERTIFICATE_STATUSES = ['PENDING', 'VALID', 'REJECTED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** What a certificate shows: its state, or EXPIRED once past its expiry day (business.md §4). */
export const CERTIFICATE_SHOWN_STATUSES = [...CERTIFICATE_STATUSES, 'EXPIRED'] as const;
export type CertificateShownStatus = (typeof CERTIFICATE_SHOWN_STATUSES)[number];

export const CERTIFICATE_EVENT_TYPES = RECORD_REVIEW_EVENT_TYPES;
export type CertificateContext = RecordReviewContext;
export type CertificateEvent = RecordReviewEvent;

/**
 * Past its expiry: from the first moment of the expiry day (stored as that day's midnight UTC) on,
 * the moment the SKU review stops counting it as valid.
 */
export const isPastExpiry = (expiresAt: string | null, now: number): boolean =>
  expiresAt !== null && Date.parse(expiresAt) <= now;

/** A rejected certificate stays rejected; any other past its expiry day shows as EXPIRED. */
export function shownCertificateStatus(
  certificate: { status: CertificateStatus; expiresAt: string | null },
  now: number,
): CertificateShownStatus {
  return certificate.status !== 'REJECTED' && isPastExpiry(certificate.expiresAt, now)
    ? 'EXPIRED'
    : certificate.status;
}

/** A record review whose approval finds the certificate VALID. */
export const certificateReviewMachine = recordReviewMachine('certificateReview', 'VALID');
