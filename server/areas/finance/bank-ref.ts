/**
 * A transfer is credited once (#17): a bank reference is unique among a customer's recharges that
 * still claim theirs, compared without case or surrounding spaces. This is the form it is compared
 * in: the service's check and the recharge table's unique index (its `bank_ref_key`) both use it.
 */
export const bankRefKey = (bankRefNo: string): string => bankRefNo.trim().toUpperCase();

/** Recharges that no longer claim their transfer: another may name its bank reference. */
export const RELEASED_RECHARGE: readonly string[] = ['WITHDRAWN', 'REJECTED'];
