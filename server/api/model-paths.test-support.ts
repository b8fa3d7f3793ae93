import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { snapshotAt } from '@machines/business/lifecycle';
import type { LifecycleCases } from '@machines/business/lifecycle.suite';
import { modelPlan, type ModelPath } from '@machines/business/model-paths';
import { againstService, dataInvariants, setupMockServer } from '../../mocks/testing';
import { isoDay, signedIn, seedBeforeAll, type Caller } from './testing';

// Model-based tests over HTTP: the paths generated from a chart (xstate/graph, see
// machines/business/model-paths.ts) replayed against the mock back-end, each on a document of its
// own made through the API, as the role each transition needs. After every step the document's
// stored status is the chart's and the stock and money invariants hold. One file per chart or two
// (model-paths.*.test.ts), so the test workers share them; how each chart's documents are made is in
// model-paths.*.test-support.ts, which the refusal sweep (refusals.test.ts) uses too.

export type Callers = Record<'customer' | 'operator', Caller>;

/** A step of a path on its document: the event with its role and payload. */
export interface Step {
  id: string;
  event: Record<string, unknown>;
  context: Record<string, unknown>;
  n: number;
}

export interface DocumentKind {
  area: string;
  cases: LifecycleCases<AnyStateMachine, string>;
  /** Makes a document in the chart's initial state with the path's facts: its id. */
  create: (callers: Callers, context: Record<string, unknown>, n: number) => Promise<string>;
  /** The body of a Save that edits it (the view-only `edit` event, its payload in `event`). */
  editBody: (
    id: string,
    context: Record<string, unknown>,
    n: number,
    event: Record<string, unknown>,
  ) => Record<string, unknown>;
  /**
   * Makes true on the server, before the step is sent, the facts its event carries that the server
   * finds itself (submit's check: stock, purse, address).
   */
  prepare?: (callers: Callers, step: Step) => Promise<void>;
  /**
   * The request a step makes where it is not `<Area>/<Event>` with the event's payload (a read such
   * as printing labels, or a payload naming the document's own lines).
   */
  request?: (step: Step) => { get: string } | { post: string; body: Record<string, unknown> } | undefined;
  /**
   * Where a document kept under another (an SKU's certificate) is read, saved and acted on; by
   * default `<Area>/Get?id=`, `<Area>/Save`, `<Area>/<Event>`.
   */
  routes?: {
    read: (operator: Caller, id: string) => Promise<{ status: string } | undefined>;
    save: string;
    action: (type: string) => string;
    /** Where a delete goes (`{ ids }`): `<Area>/Delete` by default. */
    remove?: string;
  };
  /** How many simple paths per context are replayed besides the shortest ones and one per edge. */
  simpleLimit?: number;
  /**
   * Transitions (`source state id|event|branch`) and states no path over HTTP can reach, each with
   * its reason: the test asserts the list is exactly what is not reached, so it cannot grow silently.
   */
  exempt?: Record<string, string>;
}

/** Whether a 200 answered, the answer shown when not. */
export const answered = (answer: { status: number }) =>
  expect(answer.status, JSON.stringify(answer)).toBe(200);

/** Saves a new record through `path` as `caller`: its id. */
export async function savedId(caller: Caller, path: string, body: Record<string, unknown>): Promise<string> {
  const saved = await caller.post<{ id: string }>(path, body);
  answered(saved);
  return saved.data.id;
}

/** An approved SKU of the seller's (the first by code): what an inbound order or a return may carry. */
export async function approvedSku(customer: Caller): Promise<string> {
  const skus = await customer.get<{ list: { sku: string }[] }>('Sku/GetList?status=APPROVED&pageSize=200');
  const [first] = skus.data.list.map((row) => row.sku).sort();
  if (!first) throw new Error('the seed has no approved SKU of the seller');
  return first;
}

/** The day `offset` days from today (YYYY-MM-DD): dates the forms take whatever day the test runs. */
/** The seller's certificate of `type` (a PDF uploaded for the SKU, then saved): its id and file's. */
export async function filedCertificate(
  customer: Caller,
  sku: { id: string; code: string },
  type: string,
  certificateNo: string,
): Promise<{ id: string; fileId: string }> {
  const file = new File([new TextEncoder().encode('%PDF-1.4 certificate')], `${type}.pdf`, {
    type: 'application/pdf',
  });
  const upload = await customer.upload<{ id: string }>('Sku/Upload', {
    file,
    purpose: 'certificate',
    docId: sku.id,
  });
  answered(upload);
  const fileId = upload.data.id;
  const id = await savedId(
    customer,
    'Sku/SaveCertificate',
    certificateBody(sku.code, type, certificateNo, fileId),
  );
  return { id, fileId };
}

/** A certificate's fields as the seller files them: issued a month ago, valid for a year. */
export const certificateBody = (sku: string, type: string, certificateNo: string, fileId: string) => ({
  sku,
  type,
  countryCodes: ['US'],
  certificateNo,
  issuer: 'Model path lab',
  issuedAt: isoDay(-30),
  expiresAt: isoDay(365),
  fileId,
});

export const capitalised = (type: string) => type[0].toUpperCase() + type.slice(1);

const defaultRoutes = (area: string): NonNullable<DocumentKind['routes']> => ({
  read: async (operator, id) => {
    const answer = await operator.get<{ status: string }>(`${area}/Get?id=${id}`);
    if (answer.status === 404) return undefined;
    answered(answer);
    return answer.data;
  },
  save: `${area}/Save`,
  action: (type) => `${area}/${capitalised(type)}`,
});

/** Where a document of `kind` is read, saved and acted on. */
export const routesOf = (kind: DocumentKind) => kind.routes ?? defaultRoutes(kind.area);

export interface Replayed {
  /** The document's id. */
  id: string;
  steps: number;
  /** The stored statuses the document rested in, its first one included. */
  statuses: string[];
}

/**
 * Makes the `n`th document of `kind` with the path's facts and takes it along the path as the role
 * each step needs, its stored status checked after each step, and the invariants after each step,
 * after its last only (`'end'`), or not at all (`false`: a test that only needs the document where the
 * path leaves it).
 */
export async function replay(
  callers: Callers,
  kind: DocumentKind,
  path: ModelPath,
  n: number,
  { invariants = true }: { invariants?: boolean | 'end' } = {},
): Promise<Replayed> {
  const id = await kind.create(callers, path.context, n);
  const initial = String(kind.cases.machine.config.initial);
  const routes = routesOf(kind);
  const statusOf = async () => (await routes.read(callers.operator, id)) ?? { status: 'not found' };
  expect((await statusOf()).status).toBe(initial);
  const statuses = [initial];
  for (const step of path.steps) {
    const { type, by, ...payload } = step.event;
    const on: Step = { id, event: step.event, context: path.context, n };
    await kind.prepare?.(callers, on);
    const caller = callers[by as keyof Callers];
    const label = `${kind.area} ${id}: ${type} by ${by} → ${step.status}`;
    if (type === 'delete') {
      const removed = await caller.post(routes.remove ?? `${kind.area}/Delete`, { ids: [id] });
      expect(removed.status, `${label}: ${JSON.stringify(removed)}`).toBe(200);
      expect(await routes.read(callers.operator, id), label).toBeUndefined();
      if (invariants === 'end') expect(await dataInvariants(), label).toEqual([]);
      return { id, steps: statuses.length, statuses };
    }
    const request = kind.request?.(on);
    const answer =
      type === 'edit'
        ? await caller.post(routes.save, kind.editBody(id, path.context, n, step.event))
        : request === undefined
          ? await caller.post(routes.action(type), { id, ...payload })
          : 'get' in request
            ? await caller.raw(request.get)
            : await caller.post(request.post, request.body);
    expect(answer.status, `${label}: ${JSON.stringify(answer)}`).toBe(200);
    const stored = await statusOf();
    expect(stored.status, `${label}: ${JSON.stringify(stored).slice(-400)}`).toBe(step.status);
    if (invariants === true) expect(await dataInvariants(), label).toEqual([]);
    statuses.push(step.status);
  }
  if (invariants === 'end')
    expect(await dataInvariants(), `${kind.area} ${id}: at the path's end`).toEqual([]);
  return { id, steps: statuses.length - 1, statuses };
}

/** The chart's states (ids) a document resting in one of `statuses` is in. */
function statesIn(kind: DocumentKind, statuses: Iterable<string>, states: string[]): Set<string> {
  const { machine } = kind.cases;
  const reached = new Set<string>();
  for (const status of statuses) {
    const snapshot = snapshotAt(machine, status, kind.cases.context);
    for (const state of states) {
      if (snapshot.matches(state.slice(machine.id.length + 1) as never)) reached.add(state);
    }
  }
  return reached;
}

/**
 * The test of each kind: every generated path replayed, every state and transition reached, in this
 * process on SQLite as the service keeps the data (`setupMockServer`), the invariants checked after
 * every step; or against the service (on PostgreSQL: vite.config.ts CHART_WALKS), the same steps with
 * the invariants checked at each path's end. Their check sums every ledger, some tens of
 * milliseconds there, which after every step was half of the run's minutes; a step that broke them
 * shows at its path's end all the same, and the step is found by the run in this process.
 */
export function replayOverHttp(kinds: DocumentKind[]): void {
  setupMockServer();
  if (!againstService()) seedBeforeAll();

  let callers: Callers;
  // the auth state is reset after every test: each signs in afresh
  beforeEach(async () => {
    callers = { customer: await signedIn('seller'), operator: await signedIn('admin') };
  });

  let documents = 0;

  describe.each(kinds.map((kind) => [kind.area, kind] as const))(
    '%s: generated paths over HTTP',
    (area, kind) => {
      it('replays every path as the role each step needs, its status checked after each step and the invariants too', async () => {
        const plan = modelPlan(kind.cases, { simpleLimit: kind.simpleLimit ?? 20 });
        let steps = 0;
        const statuses = new Set<string>();
        for (const path of plan.paths) {
          const replayed = await replay(callers, kind, path, ++documents, {
            invariants: againstService() ? 'end' : true,
          });
          steps += replayed.steps;
          for (const status of replayed.statuses) statuses.add(status);
        }
        const taken = new Set(plan.paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
        const reached = statesIn(kind, statuses, plan.states);
        const missed = [
          ...plan.transitions.filter((transition) => !taken.has(transition)),
          ...plan.states.filter((state) => !reached.has(state)),
        ];
        expect(missed.sort()).toEqual(Object.keys(kind.exempt ?? {}).sort());
        console.info(
          `model paths over HTTP ${area}: ${plan.paths.length} paths, ${steps} steps, ` +
            `${taken.size}/${plan.transitions.length} transitions, ${reached.size}/${plan.states.length} states`,
        );
        // the outbound chart's paths take about 25 s alone here, 40 s against the service: room for a
        // machine busy with the other worker's files
      }, 180_000);
    },
  );
}
