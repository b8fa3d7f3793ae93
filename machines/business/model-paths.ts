import {
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type AdjacencyMap,
  type AdjacencyValue,
} from 'xstate/graph';
import { statusOf } from './lifecycle';
import type { LifecycleCases } from './lifecycle.suite';

/**
 * Paths through a business chart for model-based tests, generated with `xstate/graph` (xstate 5's
 * successor of the `@xstate/graph` package): shortest paths to every state, simple paths up to a
 * bound, and one path per transition (the shortest path to its source, then the transition), for
 * every document context the chart's cases use. The events are the cases' allowed events (each with
 * its role and a payload that passes), tried where the chart accepts them.
 */

export interface ModelStep {
  event: EventObject & { by: string };
  /** The stored status after the step (`PICKING.cancelRequested`, a sub-state that is initial left out). */
  status: string;
  /** The chart's transitions the step took: `source state id|event|branch index`. */
  transitions: string[];
}

export interface ModelPath {
  /** The document's facts the path runs with (the chart's input). */
  context: Record<string, unknown>;
  steps: ModelStep[];
}

export interface ModelPlan {
  paths: ModelPath[];
  /** Every transition of the definition: `source state id|event|branch index`. */
  transitions: string[];
  /** Every state node of the definition (root aside). */
  states: string[];
}

type AnyCases = LifecycleCases<AnyStateMachine, string>;

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

const transitionKey = (source: AnyStateNode, eventType: string, index: number) =>
  `${source.id}|${eventType}|${index}`;

/** The transitions of the definition, each guarded branch its own. */
export function definitionTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...descendants(machine.root)].flatMap((node) =>
    [...node.transitions.entries()].flatMap(([eventType, branches]) =>
      branches.map((_, index) => transitionKey(node, eventType, index)),
    ),
  );
}

/** Which branches of the definition `event` takes from `snapshot`. */
export function takenTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  return machine.getTransitionData(snapshot as never, event as never).map((transition) => {
    const branches = transition.source.transitions.get(transition.eventType) ?? [];
    return transitionKey(transition.source, transition.eventType, branches.indexOf(transition));
  });
}

const signature = (path: ModelPath) => JSON.stringify([path.context, path.steps.map((step) => step.event)]);

/** The distinct contexts the cases give a document: the base one and each row's overrides on it. */
function contextsOf(cases: AnyCases): Record<string, unknown>[] {
  const base = cases.context as Record<string, unknown>;
  const all = [base, ...cases.allowed.flatMap(([, , , ctx]) => (ctx ? [{ ...base, ...ctx }] : []))];
  return [...new Map(all.map((ctx) => [JSON.stringify(ctx), ctx])).values()];
}

/**
 * What the graph functions are given: the cases' events, and each of their payloads lent to the
 * chart's other event types of the same role (a resubmit takes what a submit takes), tried where the
 * chart accepts them.
 */
function graphOptions(cases: AnyCases) {
  const allowedEvents = cases.allowed.map(([, event]) => event as EventObject & { by: string });
  const lent = allowedEvents.flatMap((event) => cases.eventTypes.map((type) => ({ ...event, type })));
  const events = [
    ...new Map([...allowedEvents, ...lent].map((event) => [JSON.stringify(event), event])).values(),
  ];
  return (input: Record<string, unknown>) => ({
    input,
    events,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event),
  });
}

/** The graph's steps from the initial state as a path: each step's stored status and transitions. */
function toPath(
  machine: AnyStateMachine,
  context: Record<string, unknown>,
  steps: ReadonlyArray<{ event: EventObject }>,
): ModelPath {
  let [snapshot] = initialTransition(machine, context) as [AnyMachineSnapshot, unknown];
  const modelSteps = steps.flatMap(({ event }) => {
    if (event.type.startsWith('xstate.')) return [];
    const transitions = takenTransitions(machine, snapshot, event);
    [snapshot] = transition(machine, snapshot, event) as [AnyMachineSnapshot, unknown];
    return [{ event: event as ModelStep['event'], status: statusOf(machine, snapshot.value), transitions }];
  });
  return { context, steps: modelSteps };
}

export function modelPlan(cases: AnyCases, { simpleLimit = 40 }: { simpleLimit?: number } = {}): ModelPlan {
  const machine = cases.machine;
  const options = graphOptions(cases);
  const paths = new Map<string, ModelPath>();
  const add = (path: ModelPath) => {
    if (path.steps.length > 0) paths.set(signature(path), path);
  };

  for (const context of contextsOf(cases)) {
    const shortest = getShortestPaths(machine, options(context) as never);
    for (const found of shortest) add(toPath(machine, context, found.steps));
    const simple = getSimplePaths(machine, options(context) as never);
    for (const found of simple.slice(0, simpleLimit)) add(toPath(machine, context, found.steps));
    // one path per edge: the shortest way to its source, then the edge (self-loops included)
    const adjacency = getAdjacencyMap(machine, options(context) as never) as AdjacencyMap<
      AnyMachineSnapshot,
      EventObject
    >;
    // the maps are keyed by branded strings, which Object.values does not see through
    type Vertex = AdjacencyValue<AnyMachineSnapshot, EventObject>;
    type Edge = { event: EventObject };
    const shortestTo = new Map(
      shortest.map((found) => [JSON.stringify([found.state.value, found.state.context]), found]),
    );
    for (const vertex of Object.values(adjacency) as Vertex[]) {
      const head = shortestTo.get(JSON.stringify([vertex.state.value, vertex.state.context]));
      if (head === undefined) continue;
      for (const edge of Object.values(vertex.transitions) as Edge[]) {
        add(toPath(machine, context, [...head.steps, { event: edge.event }]));
      }
    }
  }
  return {
    paths: [...paths.values()],
    transitions: definitionTransitions(machine),
    states: descendants(machine.root).map((node) => node.id),
  };
}

/**
 * The shortest path to each status a document can rest in (the initial one: no steps), over every
 * context the cases give a document; of two as short, the first found (the cases' order). A status no
 * event of the cases reaches has none.
 */
export function shortestPaths(cases: AnyCases): Map<string, ModelPath> {
  const machine = cases.machine;
  const options = graphOptions(cases);
  const shortest = new Map<string, ModelPath>();
  for (const context of contextsOf(cases)) {
    for (const found of getShortestPaths(machine, options(context) as never)) {
      const path = toPath(machine, context, found.steps);
      const status = statusOf(machine, found.state.value);
      const known = shortest.get(status);
      if (known === undefined || path.steps.length < known.steps.length) shortest.set(status, path);
    }
  }
  return shortest;
}
