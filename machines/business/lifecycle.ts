import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';

/**
 * Shared by the mock back-end (accept or refuse an action) and the views (which buttons exist).
 *
 * Charts follow two rules the diagnosis below relies on: guards are referenced by name and combined
 * only with `and` (never `not`/`or`), and the only guards that look at `event.by` are `isCustomer`
 * and `isOperator`. Relaxing a named guard to `true` then can only open transitions, never close one.
 */

export type Role = 'customer' | 'operator';
export const ROLES: readonly Role[] = ['customer', 'operator'];

export const roleGuards = {
  isCustomer: ({ event }: { event: { by: Role } }) => event.by === 'customer',
  isOperator: ({ event }: { event: { by: Role } }) => event.by === 'operator',
};
const ROLE_GUARDS: ReadonlySet<string> = new Set(Object.keys(roleGuards));

export type Refusal =
  | { ok: false; reason: 'state' | 'role'; message: string }
  /** `guards`: the first failing guard of each candidate transition, for the 422 field messages. */
  | { ok: false; reason: 'invalid'; message: string; guards: string[] };

export type Decision<C> = { ok: true; status: string; context: C } | Refusal;

/** `'PICKING.cancelRequested'` → `{ PICKING: 'cancelRequested' }`; a plain status stays a string. */
export function toStateValue(status: string): StateValue {
  const [head, ...rest] = status.split('.');
  return rest.length === 0 ? head : { [head]: toStateValue(rest.join('.')) };
}

/** The stored status of a state value; a sub-state that is its parent's initial one is left out. */
export function statusOf(machine: AnyStateMachine, value: StateValue): string {
  return pathIn(machine.root, value);
}

function pathIn(node: AnyStateNode, value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0];
  if (child === undefined) return key;
  const rest = pathIn(node.states[key], child);
  return rest === node.states[key].config.initial ? key : `${key}.${rest}`;
}

/** The part of a status before any sub-state: what list filters and status tabs group by. */
export const baseStatus = (status: string): string => status.split('.')[0];

export function snapshotAt<M extends AnyStateMachine>(
  machine: M,
  status: string,
  context: ContextFrom<M>,
): SnapshotFrom<M> {
  return machine.resolveState({ value: toStateValue(status), context }) as SnapshotFrom<M>;
}

interface Variants {
  /** Every guard passes: can the state take this event type at all? */
  anyone: AnyStateMachine;
  /** Only the role guards are real: may this actor take it here, payload and context aside? */
  roleOnly: AnyStateMachine;
  /** Real guards that note the names of those that fail. */
  traced: AnyStateMachine;
  failed: string[];
}

const cache = new WeakMap<AnyStateMachine, Variants>();

function variantsOf(machine: AnyStateMachine): Variants {
  const known = cache.get(machine);
  if (known) return known;
  const guards = Object.entries(machine.implementations.guards).flatMap(([name, guard]) =>
    guard ? [[name, guard] as const] : [],
  );
  const pass = () => true;
  const failed: string[] = [];
  const variants: Variants = {
    anyone: machine.provide({ guards: Object.fromEntries(guards.map(([name]) => [name, pass])) }),
    roleOnly: machine.provide({
      guards: Object.fromEntries(
        guards.filter(([name]) => !ROLE_GUARDS.has(name)).map(([name]) => [name, pass]),
      ),
    }),
    traced: machine.provide({
      guards: Object.fromEntries(
        guards.map(([name, guard]) => [
          name,
          (...args: Parameters<typeof guard>) => {
            const passed = guard(...args);
            if (!passed) failed.push(name);
            return passed;
          },
        ]),
      ),
    }),
    failed,
  };
  cache.set(machine, variants);
  return variants;
}

const canAt = (machine: AnyStateMachine, status: string, context: unknown, event: { type: string }) =>
  (machine.resolveState({ value: toStateValue(status), context }) as AnyMachineSnapshot).can(event);

/**
 * Whether `event` may happen to a document resting in `status` with `context`, and where it leads.
 * Refusals are told apart in a fixed order: 'state' (no transition for this event here: 409), then
 * 'role' (only with the other role: 403), then 'invalid' (a payload or context guard failed: 422).
 * Throws on a status the chart does not have: that is a data bug, not a refusal.
 */
export function decide<M extends AnyStateMachine>(
  machine: M,
  status: string,
  context: ContextFrom<M>,
  event: EventFromLogic<M>,
): Decision<ContextFrom<M>> {
  const { anyone, roleOnly, traced, failed } = variantsOf(machine);
  const { type, by } = event as { type: string; by: Role };
  if (!canAt(anyone, status, context, event)) {
    return { ok: false, reason: 'state', message: `${type} is not allowed in status ${status}` };
  }
  if (!canAt(roleOnly, status, context, event)) {
    return { ok: false, reason: 'role', message: `the ${by} may not ${type} in status ${status}` };
  }
  failed.length = 0;
  if (!canAt(traced, status, context, event)) {
    const guards = [...new Set(failed.filter((name) => !ROLE_GUARDS.has(name)))];
    return {
      ok: false,
      reason: 'invalid',
      message: `${type} in status ${status} failed ${guards.join(', ')}`,
      guards,
    };
  }
  const [next] = transition(machine, snapshotAt(machine, status, context), event);
  const settled = next as AnyMachineSnapshot;
  return { ok: true, status: statusOf(machine, settled.value), context: settled.context };
}

/**
 * The event types `by` may send in `status`: `snapshot.can` on a copy of the chart whose payload and
 * context guards all pass, so a button exists when the state and the role allow the action; what the
 * user then enters (a reason, a weight) or what the document lacks is judged by `decide` (422).
 * In the order events first appear in the chart; exactly the events for which `decide` answers
 * neither 'state' nor 'role'.
 */
export function availableActions<M extends AnyStateMachine>(
  machine: M,
  status: string,
  context: ContextFrom<M>,
  by: Role,
): EventFromLogic<M>['type'][] {
  // In `roleOnly` every guard but the role guards passes, and those read the event's `by` alone (the
  // rules above): the answer depends on the status and the role, not on the document. A list asks it
  // for each of its rows, so it is worked out once per status and role, with one snapshot.
  let known = offered.get(machine);
  if (!known) offered.set(machine, (known = new Map()));
  const key = `${by}\u0000${status}`;
  let types = known.get(key);
  if (!types) {
    const { roleOnly } = variantsOf(machine);
    const snapshot = roleOnly.resolveState({ value: toStateValue(status), context }) as AnyMachineSnapshot;
    types = (machine.events as string[]).filter((type) => snapshot.can({ type, by } as { type: string }));
    known.set(key, types);
  }
  return [...types] as EventFromLogic<M>['type'][];
}

/** `availableActions`' answers, per chart, by role and status. */
const offered = new WeakMap<AnyStateMachine, Map<string, readonly string[]>>();

/**
 * The statuses (of `statuses`) in which `by` may send `type`, state and role aside from what the
 * document holds: a list filter of the documents an action applies to (labels to print), read from
 * the chart instead of a copy of its states.
 */
export function statusesAllowing<M extends AnyStateMachine>(
  machine: M,
  statuses: readonly string[],
  type: EventFromLogic<M>['type'],
  by: Role,
): string[] {
  const { roleOnly } = variantsOf(machine);
  return statuses.filter((status) => canAt(roleOnly, status, {}, { type, by } as { type: string }));
}
