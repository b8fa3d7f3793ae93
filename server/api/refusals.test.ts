import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { availableActions, ROLES, type Role } from '@machines/business/lifecycle';
import { shortestPaths, type ModelPath } from '@machines/business/model-paths';
import { CHARTS } from '../services/charts';
import { countsAsExpected } from '../services/testing';
import { againstService, dataFingerprint, setupMockServer } from '../../mocks/testing';
import { INBOUND_ACTIONS } from '../areas/inbound/routes';
import { inboundKinds } from '../areas/inbound/model-paths.test-support';
import { batchKind } from '../areas/outbound/batches/model-paths.test-support';
import { outboundKind } from '../areas/outbound/model-paths.test-support';
import { rechargeKind } from '../areas/finance/model-paths.recharge.test-support';
import { recordReviewKinds } from '../areas/sku/model-paths.record-review.test-support';
import { rmaKind } from '../areas/rma/model-paths.test-support';
import { settlementKind } from '../areas/finance/model-paths.settlement.test-support';
import { skuKind } from '../areas/sku/model-paths.test-support';
import { replay, routesOf, type Callers, type DocumentKind } from './model-paths.test-support';
import { warehouseKind } from '../areas/warehouses/model-paths.test-support';
import { OUTBOUND_ACTIONS } from '../areas/outbound/routes';
import { BATCH_ACTION_PATHS } from '../areas/outbound/batches.routes';
import { RECHARGE_ACTIONS } from '../areas/finance/recharge.routes';
import { RMA_ACTIONS } from '../areas/rma/routes';
import { pascal } from './route';
import { SKU_ACTIONS } from '../areas/sku/routes';
import { seedBeforeAll, signedIn } from './testing';
import { WAREHOUSE_ACTIONS } from '../areas/warehouses/routes';

/**
 * Refusals change nothing (#17): for every chart, every state it has, every event and both roles, a
 * call the chart refuses answers the chart's code (409 for the state, 403 for the role) and leaves the
 * business data as it was. The states, events and roles come from the charts themselves; a route
 * below only says how a document of the chart is made and moved (the model paths' kinds: each state
 * is reached by the shortest path of API calls from creation, none needs the clock moved) and where
 * an event is posted. A state no document can be put in fails its chart's test.
 *
 * A contract file (vite.config.ts CONTRACT_FILES): it reaches the back-end through HTTP only, and
 * tells "nothing changed" by the data's fingerprint, this process's or the service's
 * (`dataFingerprint`). A fingerprint takes some tenths of a second on the seeded data (30 MB of
 * JSON), so it is taken once after all the refusals of a state: a refusal must change nothing, so
 * one check after them is as strong as one after each.
 */

setupMockServer();
if (!againstService()) seedBeforeAll();

type Doc = Record<string, unknown>;
type Call = { path: string; body: Record<string, unknown> };

interface ChartRoute {
  /** How a document is made and moved along a path (its chart: `kind.cases.machine`). */
  kind: DocumentKind;
  /** The call an event is posted to, with its body; null for an event with no call of its own. */
  call: (event: string, id: string, doc: Doc) => Call | null;
}

/** Every status a document of `machine` can rest in, as stored (`PARENT.child`, initial child left out). */
function statusesOf(machine: AnyStateMachine): string[] {
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
 * A payload an allowed call would carry, so that what refuses the call is the state or the role and
 * not a missing field (a handler may read its payload before asking the chart).
 */
function payloadFor(event: string, doc: Doc): Record<string, unknown> {
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
  (event: string, id: string, doc: Doc): Call | null => {
    if (event === 'delete') return { path: `${module}/Delete`, body: { ids: [id] } };
    if (!actions.includes(event)) return null; // `edit` is a Save, printing labels a file: their own tests
    return { path: `${module}/${pascal(event)}`, body: { ...payloadFor(event, doc), id } };
  };

/** A SKU record's review: `Sku/Approve<One>` and `Sku/Reject<One>`, its only calls. */
const review =
  (one: string) =>
  (event: string, id: string, doc: Doc): Call | null =>
    event === 'approve' || event === 'reject'
      ? { path: `Sku/${pascal(event)}${one}`, body: { ...payloadFor(event, doc), id } }
      : null;

const inbound = inboundKinds();
const records = recordReviewKinds();

/**
 * The charts the sweep covers: a new chart of `CHARTS` without a route fails the first test. Their
 * documents are numbered from 9001 and the settlements take the last days of last month: against a
 * service, the model paths (numbered from 1, from the 1st) may have run on the same data before.
 */
const ROUTES: Record<string, ChartRoute> = {
  inbound: { kind: inbound.order, call: crud('Inbound', INBOUND_ACTIONS) },
  outbound: { kind: outboundKind(), call: crud('Outbound', OUTBOUND_ACTIONS) },
  rma: { kind: rmaKind(), call: crud('Rma', RMA_ACTIONS) },
  recharge: { kind: rechargeKind(), call: crud('Recharge', RECHARGE_ACTIONS) },
  sku: { kind: skuKind(), call: crud('Sku', SKU_ACTIONS) },
  warehouse: { kind: warehouseKind(), call: crud('Warehouse', WAREHOUSE_ACTIONS) },
  declaration: { kind: records.declaration, call: review('Declaration') },
  certificate: { kind: records.certificate, call: review('Certificate') },
  settlement: {
    kind: settlementKind((made) => 29 - made),
    call: (event, id, doc) => ({
      path: `Finance/${pascal(event)}Settlement`,
      body: { ...payloadFor(event, doc), id },
    }),
  },
  inboundException: {
    kind: inbound.exception,
    call: (event, id, doc) => ({ path: `Inbound/${pascal(event)}`, body: { ...payloadFor(event, doc), id } }),
  },
  batch: {
    kind: batchKind(),
    call: (event, id, doc) => {
      if (event === 'delete') return { path: 'Outbound/DeleteBatches', body: { ids: [id] } };
      const path = (BATCH_ACTION_PATHS as Record<string, string>)[event];
      return path ? { path, body: { ...payloadFor(event, doc), id } } : null;
    },
  },
};

interface Refused {
  event: string;
  role: Role;
  call: Call;
  expected: 403 | 409;
}

/** The calls the chart refuses for a document in `status`, by either role. */
function refusalsAt(route: ChartRoute, status: string, id: string, doc: Doc): Refused[] {
  const { machine } = route.kind.cases;
  const allowed = (role: Role) => availableActions(machine, status, {} as never, role);
  return machine.events.flatMap((event) => {
    const call = route.call(event, id, doc);
    if (call === null) return [];
    return ROLES.filter((role) => !allowed(role).includes(event)).map((role) => {
      const other = ROLES.find((r) => r !== role) as Role;
      return { event, role, call, expected: allowed(other).includes(event) ? 403 : 409 } as const;
    });
  });
}

/** How many calls the sweep makes for `chart`, from its chart alone. */
const casesOf = (route: ChartRoute) =>
  statusesOf(route.kind.cases.machine).reduce(
    (sum, status) => sum + refusalsAt(route, status, 'RF-COUNT', {}).length,
    0,
  );

let documents = 9000;

/**
 * A document of `kind` in `status`, made and moved there through the API along the shortest of
 * `paths` to it: its id and the document as read.
 */
async function placed(
  callers: Callers,
  kind: DocumentKind,
  paths: Map<string, ModelPath>,
  status: string,
): Promise<[string, Doc]> {
  const path = paths.get(status);
  if (path === undefined) throw new Error(`no path of the cases reaches ${status}`);
  const { id, statuses } = await replay(callers, kind, path, (documents += 1), { invariants: false });
  expect(statuses.at(-1), `${kind.area} ${id}`).toBe(status);
  const doc = await routesOf(kind).read(callers.operator, id);
  if (doc === undefined) throw new Error(`${kind.area} ${id} in ${status} cannot be read`);
  return [id, doc as Doc];
}

/** The refused calls made, and how long each fingerprint took. */
let made = 0;
const fingerprintTimes: number[] = [];
async function fingerprint(): Promise<string> {
  const started = performance.now();
  const print = await dataFingerprint();
  fingerprintTimes.push(performance.now() - started);
  return print;
}

describe('a refused call', () => {
  let callers: Callers;
  // the auth state is reset after every test: each signs in afresh
  beforeEach(async () => {
    callers = { customer: await signedIn('seller'), operator: await signedIn('admin') };
  });

  it('is swept for every chart the back-end judges, each with cases to call', () => {
    expect(Object.keys(CHARTS).filter((kind) => !(kind in ROUTES))).toEqual([]);
    for (const [kind, machine] of Object.entries(CHARTS))
      expect(ROUTES[kind].kind.cases.machine).toBe(machine);
    const cases = Object.fromEntries(Object.entries(ROUTES).map(([chart, route]) => [chart, casesOf(route)]));
    const total = Object.values(cases).reduce((sum, count) => sum + count, 0);
    console.info(`refusal sweep: ${total} refused calls over ${Object.keys(ROUTES).length} charts`);
    expect(Object.entries(cases).filter(([, count]) => count === 0)).toEqual([]);
  });

  it.each(Object.keys(ROUTES))(
    '%s: answers the chart’s code and changes nothing, in every state, for every action and role',
    async (chart) => {
      const started = performance.now();
      const route = ROUTES[chart];
      const paths = shortestPaths(route.kind.cases);
      // every state's document first: making them writes, refusing them must not
      const documentsAt: [string, string, Doc][] = [];
      const unplaced: string[] = [];
      for (const status of statusesOf(route.kind.cases.machine)) {
        try {
          documentsAt.push([status, ...(await placed(callers, route.kind, paths, status))]);
        } catch (error) {
          unplaced.push(`${status}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      expect(unplaced, 'states no document could be placed in').toEqual([]);
      let before = await fingerprint();
      const wrong: string[] = [];
      const changes: string[] = [];
      let calls = 0;
      for (const [status, id, doc] of documentsAt) {
        const refused = refusalsAt(route, status, id, doc);
        for (const { event, role, call, expected } of refused) {
          const answer = await callers[role].post(call.path, call.body);
          calls += 1;
          if (answer.status !== expected) {
            wrong.push(
              `${status} ${event} by ${role}: ${answer.status} (${expected} expected) ${answer.message}`,
            );
          }
        }
        const after = await fingerprint();
        if (after !== before)
          changes.push(`${status} (${refused.map((r) => `${r.event} by ${r.role}`).join(', ')})`);
        before = after;
      }
      console.info(
        `refusal sweep ${chart}: ${calls} refused calls in ${documentsAt.length} states, ${wrong.length} wrong ` +
          `codes, ${changes.length} states with changes, ${Math.round(performance.now() - started)} ms`,
      );
      made += calls;
      expect(calls).toBe(casesOf(route));
      expect(wrong).toEqual([]);
      expect(changes, 'the data changed after the refusals in').toEqual([]);
    },
    180_000,
  );

  afterAll(() => {
    const sorted = [...fingerprintTimes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.info(
      `refusal sweep: ${made} refused calls made, ${sorted.length} fingerprints, median ` +
        `${Math.round(median)} ms, longest ${Math.round(sorted.at(-1) ?? 0)} ms`,
    );
  });
});
