import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import { blockersOf, DOCUMENT_GUARDS, type DocumentGuard } from './blockers';
import { availableActions, baseStatus, decide, ROLES, snapshotAt, type Role } from './lifecycle';

type Ctx<M extends AnyStateMachine> = Partial<ContextFrom<M>>;

/** [from, event (with `by` and a valid payload), to, context overrides]. */
export type Allowed<M extends AnyStateMachine, S extends string = string> = readonly [
  from: S,
  event: EventFromLogic<M>,
  to: S,
  context?: Ctx<M>,
];

/** [from, event, guards expected to fail, context overrides]: state and role allow it, a guard does not. */
export type Invalid<M extends AnyStateMachine, S extends string = string> = readonly [
  from: S,
  event: EventFromLogic<M>,
  guards: string[],
  context?: Ctx<M>,
];

export interface LifecycleCases<M extends AnyStateMachine, S extends string = string> {
  machine: M;
  /** Every state a document can rest in: the statuses plus any sub-states. */
  states: readonly S[];
  eventTypes: readonly EventFromLogic<M>['type'][];
  context: ContextFrom<M>;
  allowed: readonly Allowed<M, S>[];
  invalid: readonly Invalid<M, S>[];
}

const typeOf = (event: { type: string }) => event.type;
const byOf = (event: object) => (event as { by: Role }).by;
const label = (from: string, event: { type: string }, to: string) =>
  `${from} --${event.type} by ${byOf(event)}--> ${to}`;

/**
 * The generated part of every chart's test: each allowed transition; each (state, event type) pair
 * with no allowed row refused as 'state' for both roles; each role missing from an allowed pair
 * refused as 'role'; the listed guard failures as 'invalid'; and `availableActions` per state and role.
 */
export function describeLifecycle<M extends AnyStateMachine, S extends string>(
  name: string,
  cases: LifecycleCases<M, S>,
) {
  const { machine, states, eventTypes, allowed, invalid } = cases;
  const at = (overrides: Ctx<M> = {}) => ({ ...(cases.context as object), ...overrides }) as ContextFrom<M>;
  const rowsAt = (state: string, type: string) =>
    allowed.filter(([from, event]) => from === state && typeOf(event) === type);
  const withRole = (event: EventFromLogic<M>, by: Role) =>
    ({ ...(event as object), by }) as EventFromLogic<M>;
  const can = (state: string, ctx: Ctx<M> | undefined, event: EventFromLogic<M>) =>
    (snapshotAt(machine, state, at(ctx)) as AnyMachineSnapshot).can(event);

  describe(`${name}: chart`, () => {
    it('lists every state of the chart', () => {
      expect([...new Set(states.map(baseStatus))].sort()).toEqual(Object.keys(machine.states).sort());
    });

    it('lists every event type of the chart, each allowed somewhere', () => {
      expect([...eventTypes].sort()).toEqual([...new Set(machine.events)].sort());
      for (const type of eventTypes) expect(allowed.some(([, event]) => typeOf(event) === type)).toBe(true);
    });

    it.each(allowed.map((row) => [label(row[0], row[1], row[2]), row] as const))(
      '%s',
      (_, [from, event, to, ctx]) => {
        expect(decide(machine, from, at(ctx), event)).toMatchObject({ ok: true, status: to });
        expect(can(from, ctx, event)).toBe(true);
      },
    );
  });

  describe(`${name}: refused by state (409)`, () => {
    const refused = states.flatMap((state) =>
      eventTypes
        .filter((type) => rowsAt(state, type).length === 0)
        .flatMap((type) => {
          const sample = allowed.find(([, event]) => typeOf(event) === type);
          return sample
            ? ROLES.map((by) => [`${type} by ${by} in ${state}`, state, withRole(sample[1], by)] as const)
            : [];
        }),
    );

    it.each(refused)('%s', (_, state, event) => {
      const decision = decide(machine, state, at(), event);
      expect(decision).toMatchObject({ ok: false, reason: 'state' });
      expect(decision.ok ? '' : decision.message).toContain(state);
      expect(can(state, undefined, event)).toBe(false);
    });
  });

  describe(`${name}: refused by role (403)`, () => {
    const refused = states.flatMap((state) =>
      eventTypes.flatMap((type) => {
        const rows = rowsAt(state, type);
        return ROLES.filter((by) => rows.length > 0 && !rows.some(([, event]) => byOf(event) === by)).map(
          (by) => [`${type} by ${by} in ${state}`, rows[0], by] as const,
        );
      }),
    );

    it.each(refused)('%s', (_, [from, event, , ctx], by) => {
      expect(decide(machine, from, at(ctx), withRole(event, by))).toMatchObject({
        ok: false,
        reason: 'role',
      });
    });
  });

  describe(`${name}: refused by a guard (422)`, () => {
    it.each(invalid.map((row) => [`${row[1].type} in ${row[0]} fails ${row[2].join(', ')}`, row] as const))(
      '%s',
      (_, [from, event, guards, ctx]) => {
        expect(decide(machine, from, at(ctx), event)).toMatchObject({ ok: false, reason: 'invalid', guards });
        expect(can(from, ctx, event)).toBe(false);
      },
    );
  });

  // what the console shows disabled, with its reason, is what decide() refuses for a fact of the
  // document; a missing payload never disables an action (its dialog asks for it)
  describe(`${name}: blocked actions`, () => {
    const isDocumentGuard = (guard: string): guard is DocumentGuard => Object.hasOwn(DOCUMENT_GUARDS, guard);
    it.each(invalid.map((row) => [`${row[1].type} in ${row[0]} (${row[2].join(', ')})`, row] as const))(
      '%s',
      (_, [from, event, guards, ctx]) => {
        const expected = guards.filter(isDocumentGuard).map((guard) => DOCUMENT_GUARDS[guard]);
        expect(blockersOf(machine, from, at(ctx), typeOf(event), byOf(event))).toEqual(expected);
      },
    );
    it.each(allowed.map((row) => [label(row[0], row[1], row[2]), row] as const))(
      '%s is not blocked',
      (_, [from, event, , ctx]) => {
        expect(blockersOf(machine, from, at(ctx), typeOf(event), byOf(event))).toEqual([]);
      },
    );
  });

  describe(`${name}: available actions`, () => {
    const rows = states.flatMap((state) => ROLES.map((by) => [`${state} as ${by}`, state, by] as const));

    it.each(rows)('%s', (_, state, by) => {
      const expected = new Set(
        allowed
          .filter(([from, event]) => from === state && byOf(event) === by)
          .map(([, event]) => typeOf(event)),
      );
      expect(availableActions(machine, state, at(), by).sort()).toEqual([...expected].sort());
    });
  });
}
