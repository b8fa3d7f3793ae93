import { shippedAtOf } from '@/api/rules/outbound';
import { rmaReceivedAt } from '@/api/rules/rma';
import { waybillOfOrder } from '@/api/rules/waybill';
import { bankRefKey } from '../areas/finance/bank-ref';
import { returnedUnitsOf } from '../areas/rma/returned-units';
import type { CollectionName } from './store';
import type { InboundOrder, Recharge } from './types/documents';

/**
 * Fields the service derives from a record by a rule of its own, which the record does not hold as
 * such: what a check compares and an index serves. Criteria may name them: a collection kept as an
 * array computes them for each record it tests, a table keeps each as a column (tables.ts), written
 * with the record, so that an index answers, and a unique one refuses what the check would.
 */
export const DERIVED = {
  // a transfer is credited once: its bank reference compared without case or surrounding spaces
  recharges: { bankRefKey: (recharge: Recharge) => bankRefKey(recharge.bankRefNo) },
  // whether an inbound order holds exceptions (1) or not (0): a column's value, which SQL compares
  inbounds: { hasExceptions: (order: InboundOrder) => (order.exceptions.length > 0 ? 1 : 0) },
  // when a return was received (its log's receive step), the list's range over it; and what each
  // of its lines brings back, which the returned SKUs' sums read
  rmas: { receivedAt: rmaReceivedAt, returnedUnits: returnedUnitsOf },
  // when an order left the warehouse (its log's last ship step), the list's range over it
  // when an order left the warehouse (its log's last ship step), the list's range over it; and its
  // waybill label's state, the waybills' list's filter and tabs
  outbounds: { shippedAt: shippedAtOf, waybill: waybillOfOrder },
} as const;

type Derivations = typeof DERIVED;

/** The derived fields of a collection's records, and their types. */
export type DerivedOf<N extends CollectionName> = N extends keyof Derivations
  ? { [F in keyof Derivations[N]]: Derivations[N][F] extends (doc: never) => infer V ? V : never }
  : unknown;

/**
 * The derived field a function computes, if it is one of the collection's: a list's computed field
 * (`{ computed: rmaReceivedAt }`) is read from that field's column where the collection is a table.
 */
export function derivedFieldOf(name: CollectionName, derive: unknown): string | undefined {
  const own = (DERIVED as Partial<Record<CollectionName, Record<string, unknown>>>)[name];
  return own ? Object.keys(own).find((field) => own[field] === derive) : undefined;
}

/** How a field of a collection's records is derived, if it is. */
export function derivationOf(name: CollectionName, field: string): ((doc: never) => unknown) | undefined {
  const own = (DERIVED as Partial<Record<CollectionName, Record<string, (doc: never) => unknown>>>)[name];
  return own && Object.hasOwn(own, field) ? own[field] : undefined;
}
