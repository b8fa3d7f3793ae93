import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { decide, type Refusal } from '@machines/business/lifecycle';

export { CHARTS } from './kinds';

/** The verdict the services use: where the event leads, or why not. Context changes are theirs to make. */
export type Verdict = { ok: true; status: string } | Refusal;

type GuardFn = (args: { context: unknown; event: unknown }) => boolean;

/** What the verdicts of one status and event type depend on, and the verdicts met so far. */
interface Slot {
  guards: GuardFn[];
  /** By role, then by which of `guards` passed (one binary digit each). */
  verdicts: Map<string, Map<number, Verdict>>;
}

const slots = new WeakMap<AnyStateMachine, Map<string, Map<string, Slot>>>();

function allGuards(machine: AnyStateMachine): Map<string, GuardFn> {
  const guards = new Map<string, GuardFn>();
  for (const [name, guard] of Object.entries(machine.implementations.guards)) {
    if (typeof guard === 'function') guards.set(name, guard as unknown as GuardFn);
  }
  return guards;
}

/** The state nodes active in `status` (ancestors first, down through initial sub-states); null if unknown. */
function nodesAt(machine: AnyStateMachine, status: string): AnyStateNode[] | null {
  let node: AnyStateNode | undefined = machine.root;
  const nodes: AnyStateNode[] = [];
  for (const key of status.split('.')) {
    node = node.states[key];
    if (!node) return null;
    nodes.push(node);
  }
  while (node.type === 'compound') {
    const initial: unknown = node.config.initial;
    node = typeof initial === 'string' ? node.states[initial] : undefined;
    if (!node) return null;
    nodes.push(node);
  }
  return node.type === 'atomic' || node.type === 'final' ? nodes : null;
}

/** Names a guard reference uses (`'name'`, `{ type }` or `and([...])`); null for anything else. */
function namesIn(guard: unknown, into: Set<string>): boolean {
  if (guard === undefined) return true;
  if (typeof guard === 'string') return into.add(guard) !== undefined;
  if (typeof guard === 'object' && guard !== null && typeof (guard as { type?: unknown }).type === 'string') {
    return into.add((guard as { type: string }).type) !== undefined;
  }
  const nested = (guard as { guards?: unknown }).guards;
  return typeof guard === 'function' && Array.isArray(nested) && nested.every((g) => namesIn(g, into));
}

/**
 * The guards that can decide `type` in `status`: those named by the transitions the state (or an
 * ancestor) has for it. Anything this reading does not understand (eventless transitions, parallel
 * states, guard shapes other than names and `and`) falls back to every guard of the chart.
 */
function guardsFor(machine: AnyStateMachine, status: string, type: string): GuardFn[] {
  const all = allGuards(machine);
  const nodes = nodesAt(machine, status);
  const names = new Set<string>();
  let understood = nodes !== null;
  for (const node of nodes ?? []) {
    if (node.always && node.always.length > 0) understood = false;
    for (const [descriptor, transitions] of node.transitions) {
      if (descriptor !== type && !descriptor.includes('*')) continue;
      for (const transition of transitions) understood &&= namesIn(transition.guard, names);
    }
  }
  if (!understood || [...names].some((name) => !all.has(name))) return [...all.values()];
  return [...all].filter(([name]) => names.has(name)).map(([, guard]) => guard);
}

function slotOf(machine: AnyStateMachine, status: string, type: string): Slot {
  let byStatus = slots.get(machine);
  if (!byStatus) {
    byStatus = new Map();
    slots.set(machine, byStatus);
  }
  let byType = byStatus.get(status);
  if (!byType) {
    byType = new Map();
    byStatus.set(status, byType);
  }
  let slot = byType.get(type);
  if (!slot) {
    slot = { guards: guardsFor(machine, status, type), verdicts: new Map() };
    byType.set(type, slot);
  }
  return slot;
}

/**
 * `decide` of `machines/business/lifecycle.ts`, remembered. Charts reference guards by name and
 * combine them only with `and` (lifecycle.ts), so which transition an event takes — or why it is
 * refused — depends only on the state, the event type, the role and the truth of the guards named by
 * the transitions the state has for that event: evaluating those guards (plain functions) gives the
 * key, and the chart itself runs once per distinct key. That keeps replaying the seed's tens of
 * thousands of actions cheap.
 */
export function judge(
  machine: AnyStateMachine,
  status: string,
  context: object,
  event: { type: string; by: string; [field: string]: unknown },
): Verdict {
  const slot = slotOf(machine, status, event.type);
  const args = { context, event };
  // Exact as a double up to 53 guards; a state's transitions name a handful.
  let bits = 0;
  for (const guard of slot.guards) bits = bits * 2 + (guard(args) ? 1 : 0);
  let known = slot.verdicts.get(event.by);
  if (!known) {
    known = new Map();
    slot.verdicts.set(event.by, known);
  }
  const cached = known.get(bits);
  if (cached) return cached;
  const decision = decide(machine, status, context as never, event as never);
  const verdict: Verdict = decision.ok ? { ok: true, status: decision.status } : decision;
  known.set(bits, verdict);
  return verdict;
}
