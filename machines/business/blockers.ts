import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import { roleGuards, toStateValue, type Role } from './lifecycle';

/**
 * Guards that judge the document rather than what the user sends with the action. When the state and
 * the role allow an action but one of these refuses it, the console shows the action disabled with
 * the reason in words, and the back-end refuses it with the same reason (409): one list, so the two
 * cannot disagree. Each names its reason: the console's `business.blocked.<reason>` message and the
 * mock's message of the same key, both given the chart's context as parameters.
 *
 * Every other named guard (besides the role guards) judges the payload (a reason, a weight, counts):
 * the action is offered and its dialog asks for what is missing.
 */
export const DOCUMENT_GUARDS = {
  hasNoOpenExceptions: 'openExceptionsBlock',
  isBeforeArrival: 'alreadyArrived',
  hasRequiredCertificates: 'certificatesMissing',
  isUnused: 'skuInUse',
  hasOrders: 'batchEmpty',
  isHandoverBatch: 'batchNotHandover',
  hasWaybill: 'waybillMissing',
} as const;

export type DocumentGuard = keyof typeof DOCUMENT_GUARDS;
export type BlockedReason = (typeof DOCUMENT_GUARDS)[DocumentGuard];

const isDocumentGuard = (name: string): name is DocumentGuard => Object.hasOwn(DOCUMENT_GUARDS, name);

interface Traced {
  machine: AnyStateMachine;
  failed: DocumentGuard[];
}

const traced = new WeakMap<AnyStateMachine, Traced>();

/** The chart with every payload guard passing, the role guards real and the document guards traced. */
function tracedOf(machine: AnyStateMachine): Traced {
  const known = traced.get(machine);
  if (known) return known;
  const failed: DocumentGuard[] = [];
  const guards = Object.entries(machine.implementations.guards).flatMap(([name, guard]) =>
    typeof guard === 'function' ? [[name, guard] as const] : [],
  );
  const provided = Object.fromEntries(
    guards.map(([name, guard]) => {
      if (Object.hasOwn(roleGuards, name)) return [name, guard];
      if (!isDocumentGuard(name)) return [name, () => true];
      return [
        name,
        (...args: Parameters<typeof guard>) => {
          const passed = guard(...args);
          if (!passed) failed.push(name);
          return passed;
        },
      ];
    }),
  );
  const made = { machine: machine.provide({ guards: provided }), failed };
  traced.set(machine, made);
  return made;
}

/**
 * Why `by` may not send `type` to a document resting in `status` with `context`, though the state and
 * the role allow it: the reasons of the document guards that refuse it, first first. Empty when
 * nothing about the document stands in the way (what the user enters is judged when it is sent).
 */
export function blockersOf<M extends AnyStateMachine>(
  machine: M,
  status: string,
  context: ContextFrom<M>,
  type: EventFromLogic<M>['type'],
  by: Role,
): BlockedReason[] {
  const { machine: chart, failed } = tracedOf(machine);
  failed.length = 0;
  const snapshot = chart.resolveState({ value: toStateValue(status), context }) as AnyMachineSnapshot;
  if (snapshot.can({ type, by })) return [];
  return [...new Set(failed)].map((guard) => DOCUMENT_GUARDS[guard]);
}
