import type { AnyStateMachine } from 'xstate';
import { blockersOf, type BlockedReason } from '@machines/business/blockers';
import { availableActions, type Role } from '@machines/business/lifecycle';

/** One lifecycle action a list row or a detail page may offer. */
export interface ActionSpec {
  /** the chart's event type (`approve`), also the API's action path (`Inbound/Approve`) */
  event: string;
  /** the route's button permission it needs (`inbound:verify`, business.md §11) */
  permission: string;
  /** translation key of its label @default `business.action.<event>` */
  label?: string;
  /** asks "are you sure?" first: destructive or irreversible actions */
  confirm?: boolean;
  /** asks for a reason in a dialog; 'required' refuses to run without one */
  reason?: 'required' | 'optional';
  /** the payload field the reason goes in @default 'reason' */
  reasonField?: string;
  /** Mantine colour of its button (red for destructive ones) */
  color?: string;
  /** the kind's own words for its dialog and notice, instead of the kit's generic ones */
  wording?: ActionWording;
}

/**
 * Translation keys a document kind may give an action's dialog and notice; each is given
 * `{ action, document }` (the action's label, the document's name from `nameOf`).
 */
export interface ActionWording {
  /** the dialog's title @default `business.actionDialog.confirmTitle` / `reasonTitle` */
  title?: string;
  /** what the dialog says (shown above a reason field too) @default `business.actionDialog.confirmMessage` */
  message?: string;
  /** the reason field's label @default `business.actionDialog.reasonLabel` */
  reasonLabel?: string;
  /** the dialog's run button @default the action's label */
  run?: string;
  /** the notice when it is done on one document @default `business.actionDialog.done` */
  done?: string;
}

export const actionLabel = (spec: ActionSpec): string => spec.label ?? `business.action.${spec.event}`;

/**
 * The actions to offer: those the chart allows the user's role in this status (`availableActions`,
 * the same chart the server enforces) AND whose permission the route grants — never one of them alone.
 */
export function offeredActions(
  machine: AnyStateMachine,
  status: string,
  context: unknown,
  role: Role | null,
  specs: readonly ActionSpec[],
  hasPermission: (name: string) => boolean,
): ActionSpec[] {
  if (!role) return [];
  const allowed = new Set<string>(availableActions(machine, status, context as never, role));
  return specs.filter((spec) => allowed.has(spec.event) && hasPermission(spec.permission));
}

/**
 * Why an offered action cannot go on for this document (the chart's document guards, the same the
 * server refuses it for): the reasons' message keys, none when it can.
 */
export function blockedReasons(
  machine: AnyStateMachine,
  status: string,
  context: unknown,
  role: Role | null,
  spec: ActionSpec,
): BlockedReason[] {
  return role ? blockersOf(machine, status, context as never, spec.event, role) : [];
}

export const blockedMessageKey = (reason: BlockedReason) => `business.blocked.${reason}`;

/** Events a view asks a chart about that are no API call of their own (`<Area>/<Event>`). */
const VIEW_ONLY_EVENTS: ReadonlySet<string> = new Set(['edit', 'delete', 'printLabels']);

/** The chart's events the API takes as calls: every event but edit, delete and print (read from the chart's list). */
export const apiEventsOf = (events: readonly string[]): ReadonlySet<string> =>
  new Set(events.filter((event) => !VIEW_ONLY_EVENTS.has(event)));
