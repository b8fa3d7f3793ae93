import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { availableActions, ROLES, type Role } from '@machines/business/lifecycle';
import { outboundBatchMachine } from '@machines/business/outbound-batch.machine';
import { CHARTS } from '../../db/services/charts';
import type { DocumentKind } from '../../db/services/contract';
import { countsAsExpected, snapshotOf } from '../../db/services/testing';
import type { Db } from '../../db/store';
import type { InboundException, OutboundBatch } from '../../db/types/documents';
import { setupMockServer } from '../../testing';
import { INBOUND_ACTIONS } from './inbound';
import { OUTBOUND_ACTIONS } from './outbound';
import { BATCH_ACTION_PATHS } from './outbound-batches';
import { RECHARGE_ACTIONS } from './recharge';
import { RMA_ACTIONS } from './rma';
import { SKU_ACTIONS } from './sku';
import { WAREHOUSE_ACTIONS } from './warehouse';
import { pascal } from './route';
import { liveDb } from './db-instance';
import { seedBeforeAll, signedIn, type Caller } from './testing';

/**
 * Refusals change nothing (#17): for every chart, every state it has, every event and both roles, a
 * call the chart refuses answers the chart's code (409 for the state, 403 for the role) and leaves the
 * database as it was. The states, events and roles come from the charts themselves; a route below
 * only says where an event is posted and how a document is put in a state.
 */

setupMockServer();
seedBeforeAll();

type Row = { id: string; status: string; customerId?: string | null };
type Doc = Record<string, unknown> & { id: string };

interface ChartRoute {
  machine: AnyStateMachine;
  /** A document of the customer (C001) in `status`, stored in the db. */
  place: (db: Db, status: string, n: number) => Doc;
  /** The collection holding the document (an exception: its order, in `inbounds`). */
  holder: keyof Db;
  /** The call an event is posted to, with its body; null for an event with no call of its own. */
  call: (
    event: string,
    id: string,
    doc: Record<string, unknown>,
  ) => { path: string; body: Record<string, unknown> } | null;
}

/** Every status a document of `machine` can rest in, as stored (`PARENT.child`, initial child left out). */
export function statusesOf(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode, prefix: string): string[] =>
    Object.entries(node.states).flatMap(([key, child]) => {
      const here = prefix === '' ? key : `${prefix}.${key}`;
      if (child.type !== 'compound') return [here];
      return walk(child, here).map((status) =>
        status === `${here}.${String(child.config.initial)}` ? here : status,
      );
    });
  return walk(machine.root, '');
}

/**
 * A document of C001 cloned into `status`. One at an official warehouse: at a self-service one its
 * owner acts as the warehouse, which the chart's roles do not know.
 */
function cloneInto<T extends Row>(db: Db, rows: T[], status: string, n: number, prefix: string): Doc {
  const official = new Set(db.warehouses.filter((w) => w.kind === 'OFFICIAL').map((w) => w.code));
  const atOfficial = (row: T) => {
    const code = (row as { warehouseCode?: string }).warehouseCode;
    return code === undefined || official.has(code);
  };
  const template = rows.find((row) => row.customerId === 'C001' && atOfficial(row));
  if (!template) throw new Error(`no document of C001 to clone for ${prefix}`);
  const clone = { ...structuredClone(template), id: `${prefix}-${n}`, status };
  rows.push(clone);
  return clone as unknown as Doc;
}

/**
 * A payload an allowed call would carry, so that what refuses the call is the state or the role and
 * not a missing field (a handler may read its payload before asking the chart).
 */
function payloadFor(event: string, doc: Record<string, unknown>): Record<string, unknown> {
  const boxes = (doc.boxes ?? []) as { boxNo: number; lines: { sku: string; expectedQty: number }[] }[];
  const rmaLines = (doc.lines ?? []) as { sku: string }[];
  const receive =
    boxes.length > 0
      ? countsAsExpected(boxes)
      : rmaLines.map((l) => ({ sku: l.sku, goodQty: 1, defectiveQty: 0 }));
  return {
    reason: 'refusal sweep',
    note: 'refusal sweep',
    actualWeightKg: 1.5,
    trackingNo: '1ZSWEEP0001',
    trackingNos: ['1ZSWEEP0001'],
    arrivedAmount: 100,
    serviceCharge: 0,
    resolution: 'DESTROY',
    orderIds: ['RF-NO-ORDER'],
    ...(event === 'receive' ? { lines: receive } : {}),
  };
}

/** The chart's events that have a call of their own: `<Module>/<Event>`, and Delete for `delete`. */
const crud =
  (module: string, actions: readonly string[]) =>
  (event: string, id: string, doc: Record<string, unknown>) => {
    if (event === 'delete') return { path: `${module}/Delete`, body: { ids: [id] } };
    if (!actions.includes(event)) return null; // `edit` is a Save, printing labels a file: their own tests
    return { path: `${module}/${pascal(event)}`, body: { ...payloadFor(event, doc), id } };
  };

const documentRoute = (
  kind: DocumentKind,
  module: string,
  collection: keyof Db,
  actions: readonly string[],
): ChartRoute => ({
  machine: CHARTS[kind],
  place: (db, status, n) => cloneInto(db, db[collection] as unknown as Row[], status, n, `RF-${kind}`),
  holder: collection,
  call: crud(module, actions),
});

/** A SKU record's review: `Sku/Approve<One>` and `Sku/Reject<One>`, its only calls. */
const reviewRoute = (
  kind: 'declaration' | 'certificate',
  one: string,
  collection: 'declarations' | 'certificates',
): ChartRoute => ({
  ...documentRoute(kind, 'Sku', collection, []),
  call: (event, id, doc) =>
    event === 'approve' || event === 'reject'
      ? { path: `Sku/${pascal(event)}${one}`, body: { ...payloadFor(event, doc), id } }
      : null,
});

/** The charts the sweep covers: a new chart of `CHARTS` without a route fails the first test. */
const ROUTES: Record<string, ChartRoute> = {
  inbound: documentRoute('inbound', 'Inbound', 'inbounds', INBOUND_ACTIONS),
  outbound: documentRoute('outbound', 'Outbound', 'outbounds', OUTBOUND_ACTIONS),
  rma: documentRoute('rma', 'Rma', 'rmas', RMA_ACTIONS),
  recharge: documentRoute('recharge', 'Recharge', 'recharges', RECHARGE_ACTIONS),
  sku: documentRoute('sku', 'Sku', 'skus', SKU_ACTIONS),
  warehouse: {
    ...documentRoute('warehouse', 'Warehouse', 'warehouses', WAREHOUSE_ACTIONS),
    place: (db, status, n) => {
      const template = db.warehouses.find((w) => w.ownerCustomerId === 'C001') ?? db.warehouses[0];
      const clone = {
        ...structuredClone(template),
        id: `RF-WH-${n}`,
        code: `RFWH${n}`,
        ownerCustomerId: 'C001',
        status,
      } as typeof template;
      db.warehouses.push(clone);
      return clone as unknown as Doc;
    },
  },
  declaration: reviewRoute('declaration', 'Declaration', 'declarations'),
  certificate: reviewRoute('certificate', 'Certificate', 'certificates'),
  settlement: {
    ...documentRoute('settlement', 'Finance', 'settlements', []),
    call: (event, id, doc) => ({
      path: `Finance/${pascal(event)}Settlement`,
      body: { ...payloadFor(event, doc), id },
    }),
  },
  inboundException: {
    machine: CHARTS.inboundException,
    holder: 'inbounds',
    place: (db, status, n) => {
      const official = new Set(db.warehouses.filter((w) => w.kind === 'OFFICIAL').map((w) => w.code));
      const order = db.inbounds.find(
        (o) => o.customerId === 'C001' && o.exceptions.length > 0 && official.has(o.warehouseCode),
      );
      if (!order) throw new Error('the seed has no inbound exception of C001');
      // An exception's id names its order: `{orderId}-EX-{n}`.
      const clone = {
        ...structuredClone(order.exceptions[0]),
        id: `${order.id}-EX-RF${n}`,
        status: status as InboundException['status'],
      };
      order.exceptions.push(clone);
      return clone as unknown as Doc;
    },
    call: (event, id, doc) => ({ path: `Inbound/${pascal(event)}`, body: { ...payloadFor(event, doc), id } }),
  },
  batch: {
    machine: outboundBatchMachine,
    holder: 'outboundBatches',
    place: (db, status, n) => {
      const id = `RF-BATCH-${n}`;
      const at = new Date().toISOString();
      const batch: OutboundBatch = {
        id,
        batchNo: `RFB${n}`,
        kind: 'HANDOVER',
        customerId: 'C001',
        warehouseCode: 'USEA',
        carrierCode: 'UPS-GROUND',
        orderIds: [],
        trackingNos: {},
        status: status as OutboundBatch['status'],
        remark: '',
        createdBy: 'seller',
        createdAt: at,
        updatedAt: at,
        printedAt: null,
        handedOverAt: null,
        actionLog: [],
      };
      db.outboundBatches.push(batch);
      return batch as unknown as Doc;
    },
    call: (event, id, doc) => {
      if (event === 'delete') return { path: 'Outbound/DeleteBatches', body: { ids: [id] } };
      const path = (BATCH_ACTION_PATHS as Record<string, string>)[event];
      return path ? { path, body: { ...payloadFor(event, doc), id } } : null;
    },
  },
};

interface Refused {
  chart: string;
  status: string;
  event: string;
  role: Role;
  call: { path: string; body: Record<string, unknown> };
  expected: 403 | 409;
  /** What the call must leave as it is: the document (an exception: its order) and every collection's size. */
  print: (db: Db) => string;
}

/** Every collection's size and counter, and the stored row holding `id`. */
function quickPrint(db: Db, holder: keyof Db, id: string): string {
  const sizes = Object.values(db).map((value: unknown) =>
    Array.isArray(value) ? value.length : value instanceof Map || value instanceof Set ? value.size : value,
  );
  const rows = db[holder] as unknown as { id: string; exceptions?: { id: string }[] }[];
  const row = rows.find((r) => r.id === id || r.exceptions?.some((e) => e.id === id));
  return JSON.stringify([sizes, row ?? null]);
}

/** The calls the chart refuses for a document of C001 in every state, by either role. */
function refusals(db: Db): Refused[] {
  const all: Refused[] = [];
  let n = 0;
  for (const [chart, route] of Object.entries(ROUTES)) {
    for (const status of statusesOf(route.machine)) {
      const doc = route.place(db, status, (n += 1));
      const allowed = (role: Role) => availableActions(route.machine, status, {} as never, role);
      for (const event of route.machine.events) {
        const call = route.call(event, doc.id, doc);
        if (call === null) continue;
        for (const role of ROLES) {
          if (allowed(role).includes(event)) continue;
          const other = ROLES.find((r) => r !== role) as Role;
          all.push({
            chart,
            status,
            event,
            role,
            call,
            expected: allowed(other).includes(event) ? 403 : 409,
            print: (at) => quickPrint(at, route.holder, doc.id),
          });
        }
      }
    }
  }
  return all;
}

describe('a refused call', () => {
  it('is swept for every chart the back-end judges', () => {
    expect(Object.keys(CHARTS).filter((kind) => !(kind in ROUTES))).toEqual([]);
  });

  it('answers the chart’s code and changes nothing, in every state, for every action and role', async () => {
    const started = performance.now();
    const db = await liveDb();
    const sweep = refusals(db);
    const callers: Record<Role, Caller> = {
      customer: await signedIn('seller'),
      operator: await signedIn('admin'),
    };
    const before = snapshotOf(db);
    const wrong: string[] = [];
    const changes: string[] = [];
    for (const refused of sweep) {
      const { path, body } = refused.call;
      const print = refused.print(db);
      const answer = await callers[refused.role].post(path, body);
      const which = `${refused.chart} ${refused.status} ${refused.event} by ${refused.role}`;
      if (answer.status !== refused.expected) {
        wrong.push(`${which}: ${answer.status} (${refused.expected} expected)`);
      }
      if (refused.print(db) !== print) changes.push(which);
    }
    // The whole database, counters and effect keys included, once more at the end.
    if (snapshotOf(db) !== before) changes.push('the database as a whole');
    const changed = changes.length;
    const charts = new Set(sweep.map((r) => r.chart)).size;
    console.info(
      `refusal sweep: ${sweep.length} refused calls over ${charts} charts, ${wrong.length} wrong codes, ` +
        `database changes ${changed}, ${Math.round(performance.now() - started)} ms`,
    );
    expect(charts).toBe(Object.keys(ROUTES).length);
    expect(wrong).toEqual([]);
    expect(changes).toEqual([]);
  });
});
