import type { AnyStateMachine } from 'xstate';
import { decide, type Refusal } from '@machines/business/lifecycle';
import { inboundExceptionMachine } from '@machines/business/inbound-exception.machine';
import { inboundOrderMachine } from '@machines/business/inbound-order.machine';
import { outboundOrderMachine } from '@machines/business/outbound-order.machine';
import { rechargeMachine } from '@machines/business/recharge.machine';
import { rmaMachine } from '@machines/business/rma.machine';
import { settlementMachine } from '@machines/business/settlement.machine';
import { skuReviewMachine } from '@machines/business/sku-review.machine';
import { warehouseRegistrationMachine } from '@machines/business/warehouse-registration.machine';
import type { DocumentKind } from './contract';

export const CHARTS = {
  sku: skuReviewMachine,
  warehouse: warehouseRegistrationMachine,
  inbound: inboundOrderMachine,
  inboundException: inboundExceptionMachine,
  outbound: outboundOrderMachine,
  rma: rmaMachine,
  recharge: rechargeMachine,
  settlement: settlementMachine,
} satisfies Record<DocumentKind, AnyStateMachine>;

/** The verdict the services use: where the event leads, or why not. Context changes are theirs to make. */
export type Verdict = { ok: true; status: string } | Refusal;

type GuardFn = (args: { context: unknown; event: unknown }) => boolean;

const guardLists = new WeakMap<AnyStateMachine, [string, GuardFn][]>();
const verdicts = new WeakMap<AnyStateMachine, Map<string, Verdict>>();

function guardsOf(machine: AnyStateMachine): [string, GuardFn][] {
  let list = guardLists.get(machine);
  if (!list) {
    list = Object.entries(machine.implementations.guards).flatMap(([name, guard]) =>
      typeof guard === 'function' ? [[name, guard as unknown as GuardFn] as [string, GuardFn]] : [],
    );
    guardLists.set(machine, list);
  }
  return list;
}

/**
 * `decide` of `machines/business/lifecycle.ts`, remembered. Charts reference guards by name and
 * combine them only with `and` (lifecycle.ts), so which transition an event takes — or why it is
 * refused — depends only on the state, the event type and the truth of each named guard: evaluating
 * the guards (plain functions) gives the key, and the chart itself runs once per distinct key.
 * That keeps replaying the seed's tens of thousands of actions cheap.
 */
export function judge(
  machine: AnyStateMachine,
  status: string,
  context: object,
  event: { type: string; by: string; [field: string]: unknown },
): Verdict {
  let bits = '';
  for (const [, guard] of guardsOf(machine)) bits += guard({ context, event }) ? '1' : '0';
  const key = `${status}|${event.type}|${event.by}|${bits}`;
  let known = verdicts.get(machine);
  if (!known) {
    known = new Map();
    verdicts.set(machine, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  const decision = decide(machine, status, context as never, event as never);
  const verdict: Verdict = decision.ok ? { ok: true, status: decision.status } : decision;
  known.set(key, verdict);
  return verdict;
}
