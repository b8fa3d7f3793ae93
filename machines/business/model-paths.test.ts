import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { certificateCases } from './certificate-review.cases';
import { declarationCases } from './declaration-review.cases';
import { exceptionCases } from './inbound-exception.cases';
import { inboundCases } from './inbound-order.cases';
import { decide, type Role } from './lifecycle';
import type { LifecycleCases } from './lifecycle.suite';
import { modelPlan, shortestPaths } from './model-paths';
import { batchCases } from './outbound-batch.cases';
import { outboundCases } from './outbound-order.cases';
import { rechargeCases } from './recharge.cases';
import { rmaCases } from './rma.cases';
import { settlementCases } from './settlement.cases';
import { skuCases } from './sku-review.cases';
import { warehouseCases } from './warehouse-registration.cases';

// Model-based: paths generated from each chart (xstate/graph) replayed through `decide`, the judge
// the mock back-end uses for every action; the HTTP replay of whole documents is in
// server/api/model-paths.test.ts. Every state and every transition must be reached.

export const CHARTS = {
  certificateReview: certificateCases,
  declarationReview: declarationCases,
  inboundException: exceptionCases,
  inboundOrder: inboundCases,
  outboundBatch: batchCases,
  outboundOrder: outboundCases,
  recharge: rechargeCases,
  rma: rmaCases,
  settlement: settlementCases,
  skuReview: skuCases,
  warehouseRegistration: warehouseCases,
} as unknown as Record<string, LifecycleCases<AnyStateMachine, string>>;

describe.each(Object.entries(CHARTS))('%s: generated paths', (name, cases) => {
  const plan = modelPlan(cases);

  it('reach every state and take every transition of the chart', () => {
    const reached = new Set(plan.paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
    const missing = plan.transitions.filter((transition) => !reached.has(transition));
    expect(missing).toEqual([]);
    const statuses = new Set(plan.paths.flatMap((path) => path.steps.map((step) => step.status)));
    const states = plan.states.map((id) => id.split('.').slice(1).join('.'));
    // a sub-state that is its parent's initial one is stored as the parent's status
    const stored = (state: string) =>
      statuses.has(state) ||
      statuses.has(state.replace(/\.[^.]+$/, '')) ||
      state === String(cases.machine.config.initial);
    expect(states.filter((state) => !stored(state))).toEqual([]);
    const steps = plan.paths.reduce((sum, path) => sum + path.steps.length, 0);
    console.info(`model paths ${name}: ${plan.paths.length} paths, ${steps} steps`);
  });

  it('replays every path through decide, the back-end judge, landing where the chart says', () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      let status = String(cases.machine.config.initial);
      let context = path.context;
      for (const step of path.steps) {
        const decision = decide(cases.machine, status, context as never, step.event as never);
        expect(decision, `${status} --${step.event.type} by ${step.event.by as Role}`).toMatchObject({
          ok: true,
          status: step.status,
        });
        if (decision.ok) [status, context] = [decision.status, decision.context as Record<string, unknown>];
      }
    }
  });
});

describe.each(Object.entries(CHARTS))('%s: shortest paths', (_, cases) => {
  const shortest = shortestPaths(cases);
  const { machine } = cases;

  it('reach every status a document rests in, the initial one with no steps', () => {
    expect([...shortest.keys()].sort()).toEqual([...cases.states].sort());
    expect(shortest.get(String(machine.config.initial))?.steps).toEqual([]);
    for (const [status, path] of shortest) {
      let at = String(machine.config.initial);
      let context = path.context;
      for (const step of path.steps) {
        const decision = decide(machine, at, context as never, step.event as never);
        expect(decision, `${at} --${step.event.type}`).toMatchObject({ ok: true, status: step.status });
        if (decision.ok) [at, context] = [decision.status, decision.context as Record<string, unknown>];
      }
      expect(at).toBe(status);
    }
  });

  it('are no longer than any generated path to the same status', () => {
    for (const path of modelPlan(cases, { simpleLimit: 5 }).paths) {
      path.steps.forEach((step, index) =>
        expect(shortest.get(step.status)?.steps.length, step.status).toBeLessThanOrEqual(index + 1),
      );
    }
  });
});

describe('shortest paths of the outbound order', () => {
  it('take the fewest steps, through the facts each needs', () => {
    const shortest = shortestPaths(outboundCases as unknown as LifecycleCases<AnyStateMachine, string>);
    const types = (status: string) => shortest.get(status)?.steps.map((step) => step.event.type);
    expect(types('AWAITING_PICK')).toEqual(['submit']);
    expect(types('PACKED.cancelRequested')).toEqual(['submit', 'pick', 'pack', 'requestCancel']);
    expect(types('DELIVERED')).toEqual(['submit', 'pick', 'pack', 'ship', 'deliver']);
  });
});
