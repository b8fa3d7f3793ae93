import type { AnyStateMachine } from 'xstate';
import { certificateReviewMachine } from '@machines/business/certificate-review.machine';
import { declarationReviewMachine } from '@machines/business/declaration-review.machine';
import { inboundExceptionMachine } from '@machines/business/inbound-exception.machine';
import { inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { outboundOrderMachine } from '@machines/business/outbound-order.machine';
import { rechargeMachine } from '@machines/business/recharge.machine';
import { rmaMachine } from '@machines/business/rma.machine';
import { settlementMachine } from '@machines/business/settlement.machine';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import { warehouseRegistrationMachine } from '@machines/business/warehouse-registration.machine';
import type { CollectionName, DocOf } from '../store/store';

/**
 * What the back-end knows of one kind of record, said once (issue #39: "one descriptor per document
 * kind"): where its records are kept, its lifecycle chart, the prefix of its numbers, whether `save`
 * makes and changes it and whether it is removed through its chart's `delete`. The types of kinds
 * (`DocumentKind`, `SaveKind`), the charts the services judge by, the collections and the number
 * prefixes all come from here; what a kind does (its saver, its actions) is registered beside its
 * service, keyed by the same kinds, and the type checker holds each registry whole.
 */
interface KindDescriptor {
  /** where its records are kept (an inbound exception: inside its order) */
  collection: CollectionName;
  /** its lifecycle (machines/business/), for a document that has one */
  chart?: AnyStateMachine;
  /** the prefix of the numbers `nextDocNo` gives it (`OB20261122-0001`) */
  prefix?: string;
  /** the field that holds its number (or its code), which people name it by; else its id */
  numberField?: string;
  /** made and changed through `save` */
  saved?: true;
  /** removed through its chart's `delete` event, where its state allows (`remove`) */
  removable?: true;
}

export const KINDS = {
  sku: {
    collection: 'skus',
    chart: skuReviewMachine,
    prefix: 'SKU',
    numberField: 'sku',
    saved: true,
    removable: true,
  },
  certificate: { collection: 'certificates', chart: certificateReviewMachine, prefix: 'CT', saved: true },
  declaration: { collection: 'declarations', chart: declarationReviewMachine, prefix: 'DC', saved: true },
  warehouse: { collection: 'warehouses', chart: warehouseRegistrationMachine, saved: true },
  inbound: {
    collection: 'inbounds',
    chart: inboundOrderMachine,
    prefix: 'IB',
    numberField: 'inboundNo',
    saved: true,
    removable: true,
  },
  inboundException: { collection: 'inbounds', chart: inboundExceptionMachine },
  outbound: {
    collection: 'outbounds',
    chart: outboundOrderMachine,
    prefix: 'OB',
    numberField: 'outboundNo',
    saved: true,
    removable: true,
  },
  rma: {
    collection: 'rmas',
    chart: rmaMachine,
    prefix: 'RMA',
    numberField: 'rmaNo',
    saved: true,
    removable: true,
  },
  recharge: {
    collection: 'recharges',
    chart: rechargeMachine,
    prefix: 'RC',
    numberField: 'rechargeNo',
    saved: true,
    removable: true,
  },
  settlement: {
    collection: 'settlements',
    chart: settlementMachine,
    prefix: 'ST',
    numberField: 'settlementNo',
  },
  listing: { collection: 'listings', prefix: 'LS', saved: true },
  carton: { collection: 'cartons', prefix: 'CTN', saved: true },
  carrier: { collection: 'carriers', saved: true },
  returnStrategy: { collection: 'returnStrategies', prefix: 'RS', saved: true },
} as const satisfies Record<string, KindDescriptor>;

type Kinds = typeof KINDS;
type KindsWith<Key extends keyof KindDescriptor> = {
  [K in keyof Kinds]: Kinds[K] extends Record<Key, unknown> ? K : never;
}[keyof Kinds];

/** The documents with a lifecycle: one chart each in `machines/business/`. */
export type DocumentKind = KindsWith<'chart'>;
/** What `save` accepts: the documents plus the master records around them. */
export type SaveKind = KindsWith<'saved'>;
/** The documents removed through their chart. */
export type RemovableKind = KindsWith<'removable'>;
/** The kinds numbered by `nextDocNo`. */
export type NumberedKind = KindsWith<'prefix'>;

const entries = Object.entries(KINDS) as [keyof Kinds, KindDescriptor][];

/** Where each kind is stored. */
export const KIND_COLLECTIONS = Object.fromEntries(
  entries.map(([kind, { collection }]) => [kind, collection]),
) as {
  [K in keyof Kinds]: Kinds[K]['collection'];
};

export type DocOfKind<K extends keyof Kinds> = DocOf<Kinds[K]['collection']>;

/** Each document kind's chart. */
export const CHARTS = Object.fromEntries(
  entries.flatMap(([kind, { chart }]) => (chart ? [[kind, chart]] : [])),
) as { [K in DocumentKind]: Kinds[K]['chart'] };

/** The prefix of a kind's numbers. */
export const prefixOf = (kind: NumberedKind): string => KINDS[kind].prefix;

/** What people name a record of `kind` by: its number, or its code, else its id. */
export function numberOf(kind: keyof Kinds, record: { id: string }): string {
  const field = (KINDS[kind] as KindDescriptor).numberField;
  const value = field === undefined ? undefined : (record as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : record.id;
}

export const isRemovable = (kind: keyof Kinds): kind is RemovableKind =>
  (KINDS[kind] as KindDescriptor).removable === true;
