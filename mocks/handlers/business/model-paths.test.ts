import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { LifecycleCases } from '@machines/business/lifecycle.suite';
import { modelPlan, type ModelPath } from '@machines/business/model-paths';
import { rechargeCases } from '@machines/business/recharge.cases';
import { warehouseCases } from '@machines/business/warehouse-registration.cases';
import { checkInvariants } from '../../db/invariants';
import { setupMockServer } from '../../testing';
import { liveDb } from './db-instance';
import { signedIn, seedBeforeAll, type Caller } from './testing';

// Model-based tests over HTTP: the paths generated from a chart (xstate/graph, see
// machines/business/model-paths.ts) replayed against the mock back-end, each on a document of its
// own made through the API, as the role each transition needs. After every step the document's
// stored status is the chart's and the stock and money invariants hold.

setupMockServer();
seedBeforeAll();

interface DocumentKind {
  area: string;
  cases: LifecycleCases<AnyStateMachine, string>;
  /** Makes a document in the chart's initial state with the path's facts: its id. */
  create: (customer: Caller, context: Record<string, unknown>, n: number) => Promise<string>;
  /** The body of a Save that edits it (the view-only `edit` event). */
  editBody: (id: string, context: Record<string, unknown>, n: number) => Record<string, unknown>;
}

const capitalised = (type: string) => type[0].toUpperCase() + type.slice(1);

async function uploadReceipt(customer: Caller): Promise<string> {
  const upload = await customer.upload<{ id: string }>('Recharge/Upload', {
    file: new File([new TextEncoder().encode('%PDF-1.4 receipt')], 'receipt.pdf'),
    purpose: 'receipt',
  });
  return upload.data.id;
}

const rechargeBody = (context: Record<string, unknown>, receiptFile: string | null) => ({
  method: context.method,
  currency: 'USD',
  declaredAmount: 100,
  payerName: 'Model path',
  receiptFile,
  remark: '',
});

const receipts = new Map<string, string | null>();

const warehouseBody = (n: number) => ({
  code: `MODEL-${n}`,
  name: 'Model path site',
  nameEn: 'Model path site',
  countryCode: 'US',
  timezone: 'America/Chicago',
  currency: 'USD',
  address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
});

const KINDS: DocumentKind[] = [
  {
    area: 'Recharge',
    cases: rechargeCases as unknown as DocumentKind['cases'],
    create: async (customer, context) => {
      const receipt = context.hasReceipt ? await uploadReceipt(customer) : null;
      const saved = await customer.post<{ id: string }>('Recharge/Save', rechargeBody(context, receipt));
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      receipts.set(saved.data.id, receipt);
      return saved.data.id;
    },
    editBody: (id, context) => ({ ...rechargeBody(context, receipts.get(id) ?? null), id }),
  },
  {
    area: 'Warehouse',
    cases: warehouseCases as unknown as DocumentKind['cases'],
    create: async (customer, _context, n) => {
      const saved = await customer.post<{ id: string }>('Warehouse/Save', warehouseBody(n));
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      return saved.data.id;
    },
    editBody: (id, _context, n) => ({ ...warehouseBody(n), id }),
  },
];

let callers: Record<'customer' | 'operator', Caller>;

// the auth state is reset after every test: each signs in afresh
beforeEach(async () => {
  callers = { customer: await signedIn('seller'), operator: await signedIn('admin') };
});

let documents = 0;

async function replay(kind: DocumentKind, path: ModelPath): Promise<number> {
  const n = ++documents;
  const id = await kind.create(callers.customer, path.context, n);
  const initial = String(kind.cases.machine.config.initial);
  const statusOf = async () =>
    (await callers.operator.get<{ status: string }>(`${kind.area}/Get?id=${id}`)).data;
  expect((await statusOf()).status).toBe(initial);
  let steps = 0;
  for (const step of path.steps) {
    const { type, by, ...payload } = step.event;
    const caller = callers[by as 'customer' | 'operator'];
    const label = `${kind.area} ${id}: ${type} by ${by} → ${step.status}`;
    if (type === 'delete') {
      expect((await caller.post(`${kind.area}/Delete`, { ids: [id] })).status, label).toBe(200);
      expect((await callers.operator.get(`${kind.area}/Get?id=${id}`)).status, label).toBe(404);
      return steps + 1;
    }
    const answer =
      type === 'edit'
        ? await caller.post(`${kind.area}/Save`, kind.editBody(id, path.context, n))
        : await caller.post(`${kind.area}/${capitalised(type)}`, { id, ...payload });
    expect(answer.status, `${label}: ${JSON.stringify(answer)}`).toBe(200);
    expect((await statusOf()).status, label).toBe(step.status);
    expect(checkInvariants(await liveDb()), label).toEqual([]);
    steps += 1;
  }
  return steps;
}

describe.each(KINDS.map((kind) => [kind.area, kind] as const))(
  '%s: generated paths over HTTP',
  (area, kind) => {
    it('replays every path as the role each step needs, status and invariants checked after each step', async () => {
      const plan = modelPlan(kind.cases, { simpleLimit: 20 });
      let steps = 0;
      for (const path of plan.paths) steps += await replay(kind, path);
      const taken = new Set(plan.paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
      expect(plan.transitions.filter((transition) => !taken.has(transition))).toEqual([]);
      console.info(`model paths over HTTP ${area}: ${plan.paths.length} paths, ${steps} steps`);
    }, 60_000);
  },
);
