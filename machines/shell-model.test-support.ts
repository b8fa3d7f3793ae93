import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getSimplePaths, type AdjacencyValue } from 'xstate/graph';
import { definitionTransitions, takenTransitions } from './business/model-paths';

/**
 * Model-based tests of the shell machines: paths generated from a machine's own chart with
 * `xstate/graph` (its adjacency map walked edge by edge, and simple paths), where an answer of an
 * invoked call is an event of the model (shell-calls.test-support.ts). Each test replays the paths on
 * a real actor with fake calls and side effects; after every step the actor must be where the pure
 * chart says, and the test checks its invariants. The business charts have their own generator
 * (machines/business/model-paths.ts), which these share the transition keys with.
 */

export interface ModelStep {
  event: EventObject;
  /** Where the pure chart is after the step. */
  value: StateValue;
  context: unknown;
  /** The chart's transitions the step took: `source state id|event|branch index`. */
  transitions: string[];
}

export interface ModelPath<TInput> {
  input: TInput;
  steps: ModelStep[];
}

export interface ModelPlan<TInput> {
  paths: Array<ModelPath<TInput>>;
  /** Every transition of the definition: `source state id|event|branch index`. */
  transitions: string[];
  /** Every state node of the definition (root aside). */
  states: string[];
  /** The state nodes active in the initial snapshot of each input (the eventless start taken). */
  initialStates: string[];
}

export interface PlanOptions<TInput> {
  inputs: readonly TInput[];
  /** The event samples: the graph tries each where the chart accepts it. */
  events: readonly EventObject[];
  /**
   * What makes two snapshots the same vertex of the graph. The default is the value and the context
   * as JSON; a machine whose context can grow without end (a counter, a list) abstracts it here.
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Events the system under test cannot produce where the chart would take them. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** A coarser vertex for the simple paths, whose number grows fast with the vertices. */
  simpleSerializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** How many simple paths to keep per input. */
  simpleLimit?: number;
  /** The longest a walk grows before the next one starts. */
  walkLength?: number;
}

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

/** The ids of the state nodes a value makes active: `{ signedIn: 'idle' }` → `m.signedIn`, `m.signedIn.idle`. */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${machineId}.${key}`,
    ...(child === undefined ? [] : activeStateIds(`${machineId}.${key}`, child)),
  ]);
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);

const signature = (input: unknown, steps: ModelStep[]) =>
  JSON.stringify([input, steps.map((step) => step.event)]);

/**
 * Walks that take every edge of the graph (`getAdjacencyMap` of `xstate/graph`), for every input:
 * each starts from the input's initial snapshot and takes an edge not taken yet where it stands, else
 * goes the shortest way to the nearest vertex that has one, until it is `walkLength` steps long; plus
 * the simple paths (`getSimplePaths`) up to a bound where a coarse vertex is given. The walks run the
 * pure `transition` on the snapshots they reach, so their expected snapshots are exact even where the
 * vertices are abstracted; an edge an abstracted vertex has but the snapshot reached refuses is given up
 * (the test's coverage check says whether the definition's transitions were all taken all the same).
 */
export function modelPlan<TInput>(machine: AnyStateMachine, options: PlanOptions<TInput>): ModelPlan<TInput> {
  const { inputs, events, simpleLimit = 60, walkLength = 60 } = options;
  const serializeState = options.serializeState ?? defaultSerialize;
  const paths = new Map<string, ModelPath<TInput>>();
  // what xstate's pure `transition` does, with one inert scope for every step instead of a new actor a
  // step (a tenth of the time); as there, the actions are not executed
  const inert = createEmptyActor();
  const scope: AnyActorScope = {
    self: inert,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: inert.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
  const start = (input: TInput): AnyMachineSnapshot => machine.getInitialSnapshot(scope, input);
  const transition = (snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot =>
    machine.transition(snapshot, event, scope);
  const traversal = (input: TInput, serialize: (snapshot: AnyMachineSnapshot) => string) => ({
    input,
    events,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.can(event) && (options.filterEvents?.(snapshot, event) ?? true),
    serializeState: serialize,
  });
  /** A path being made: the snapshot it stands at and its steps so far. */
  const walker = (input: TInput) => {
    const walk = { snapshot: start(input), steps: [] as ModelStep[] };
    const go = (event: EventObject) => {
      if (!walk.snapshot.can(event)) return false;
      const before = walk.snapshot;
      walk.snapshot = transition(before, event);
      const transitions = [
        ...takenTransitions(machine, before, event),
        ...completionTransitions(machine, before, walk.snapshot),
      ];
      const { value, context } = walk.snapshot;
      walk.steps.push({ event, value, context: context as unknown, transitions });
      return true;
    };
    return { walk, go };
  };
  const add = (input: TInput, steps: ModelStep[]) => {
    if (steps.length > 0) paths.set(signature(input, steps), { input, steps });
  };

  // one graph for all the inputs: an edge is taken once, from whichever input reaches it first
  type Edge = { id: string; event: EventObject; to: string };
  const edgesOf = new Map<string, Edge[]>();
  const untaken = new Map<string, Set<string>>();
  /** The shortest way in the graph from `from` to the nearest vertex with an edge not taken yet. */
  const nearest = (from: string): { to: string; events: EventObject[] } | undefined => {
    const cameBy = new Map<string, { from: string; event: EventObject }>([
      [from, { from, event: { type: '' } }],
    ]);
    for (const queue = [from]; queue.length > 0;) {
      const key = queue.shift() as string;
      if ((untaken.get(key)?.size ?? 0) > 0) {
        const way: EventObject[] = [];
        for (let at = key; at !== from; at = (cameBy.get(at) as { from: string }).from) {
          way.unshift((cameBy.get(at) as { event: EventObject }).event);
        }
        return { to: key, events: way };
      }
      for (const edge of edgesOf.get(key) ?? []) {
        if (!cameBy.has(edge.to)) {
          cameBy.set(edge.to, { from: key, event: edge.event });
          queue.push(edge.to);
        }
      }
    }
    return undefined;
  };

  for (const input of inputs) {
    type Vertex = AdjacencyValue<AnyMachineSnapshot, EventObject>;
    // the maps are keyed by branded strings, which Object.entries does not see through
    const adjacency = getAdjacencyMap(machine, traversal(input, serializeState) as never);
    for (const [key, vertex] of Object.entries(adjacency) as Array<[string, Vertex]>) {
      if (edgesOf.has(key)) continue;
      const edges = Object.entries(vertex.transitions).map(([id, edge]) => ({
        id,
        event: edge.event,
        to: serializeState(edge.state),
      }));
      edgesOf.set(key, edges);
      untaken.set(key, new Set(edges.map((edge) => edge.id)));
    }
    // every input starts one path at least, if only with the first step it can take
    const initial = start(input);
    const first = (edgesOf.get(serializeState(initial)) ?? []).find((edge) => initial.can(edge.event));
    const before = paths.size;
    for (let done = false; !done;) {
      const { walk, go } = walker(input);
      while (walk.steps.length < walkLength) {
        const here = serializeState(walk.snapshot);
        const left = untaken.get(here);
        const open = (edgesOf.get(here) ?? []).filter(
          (edge) => left?.has(edge.id) && walk.snapshot.can(edge.event),
        );
        // better an edge to a vertex with edges left too: the walk goes on from there without a detour
        const goesOn = (edge: { to: string }) => edge.to !== here && (untaken.get(edge.to)?.size ?? 0) > 0;
        const next = open.find(goesOn) ?? open[0];
        if (next !== undefined) {
          left?.delete(next.id);
          go(next.event);
          continue;
        }
        left?.clear(); // what is left here, this snapshot refuses
        const way = nearest(here);
        if (way === undefined) {
          done = true;
          break;
        }
        if (!way.events.every(go) || serializeState(walk.snapshot) !== way.to) untaken.get(way.to)?.clear();
      }
      add(input, walk.steps);
    }
    if (paths.size === before && first !== undefined) {
      const { walk, go } = walker(input);
      go(first.event);
      add(input, walk.steps);
    }
    const simpleBy = options.simpleSerializeState;
    if (simpleBy !== undefined) {
      const simple = getSimplePaths(machine, traversal(input, simpleBy) as never);
      for (const found of simple.slice(0, simpleLimit)) {
        const { walk, go } = walker(input);
        // a coarse vertex stands for several snapshots: the path ends where this one refuses
        found.steps.every(({ event }) => event.type === 'xstate.init' || go(event));
        add(input, walk.steps);
      }
    }
  }
  // a path that another one starts with adds no step: the invariants are checked after every step
  const prefixes = new Set(
    [...paths.values()].flatMap((path) =>
      path.steps.slice(1).map((_, end) => signature(path.input, path.steps.slice(0, end + 1))),
    ),
  );
  const initialStates = inputs.flatMap((input) => activeStateIds(machine.id, start(input).value));
  return {
    paths: [...paths].flatMap(([key, path]) => (prefixes.has(key) ? [] : [path])),
    transitions: [...definitionTransitions(machine), ...alwaysTransitions(machine).map(({ key }) => key)],
    states: descendants(machine.root).map((node) => node.id),
    initialStates: [...new Set(initialStates)],
  };
}

/**
 * The `onDone` transitions a step took on its way: a compound or parallel state whose regions all
 * reached their final states is left by the event XState raises for it (`xstate.done.state.<id>`),
 * which is no step's own. Taken when the state was active before the step and its target is after.
 */
function completionTransitions(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
): string[] {
  const was = new Set(activeStateIds(machine.id, before.value));
  const is = new Set(activeStateIds(machine.id, after.value));
  return descendants(machine.root).flatMap((node) => {
    const type = `xstate.done.state.${node.id}`;
    const branches = node.transitions.get(type) ?? [];
    return branches.flatMap((branch, index) => {
      const target = branch.target?.[0]?.id;
      const taken = was.has(node.id) && !is.has(node.id) && target !== undefined && is.has(target);
      return taken ? [`${node.id}|${type}|${index}`] : [];
    });
  });
}

/** The eventless transitions of the definition, each branch its own: `source state id|always|index`. */
function alwaysTransitions(machine: AnyStateMachine) {
  return descendants(machine.root).flatMap((node) =>
    (node.always ?? []).map((branch, index) => ({
      key: `${node.id}|always|${index}`,
      target: branch.target?.[0]?.id,
    })),
  );
}

/** What the plan leaves unreached: state nodes (eventless ones count when they start a path) and transitions. */
export function unreached<TInput>(machine: AnyStateMachine, plan: ModelPlan<TInput>) {
  const steps = plan.paths.flatMap((path) => path.steps);
  // an eventless branch is taken by the inputs that start where it leads
  const started = alwaysTransitions(machine).filter(({ target }) =>
    plan.initialStates.includes(String(target)),
  );
  const taken = new Set([...steps.flatMap((step) => step.transitions), ...started.map(({ key }) => key)]);
  const active = new Set([
    ...plan.initialStates,
    ...steps.flatMap((step) => activeStateIds(machine.id, step.value)),
  ]);
  // a state left at once by an eventless transition is passed through when an actor starts in it
  const transient = (id: string) => machine.getStateNodeById(id).always !== undefined;
  return {
    states: plan.states.filter((id) => !active.has(id) && !(transient(id) && plan.initialStates.length > 0)),
    transitions: plan.transitions.filter((key) => !taken.has(key)),
  };
}

export const countSteps = <TInput>(plan: ModelPlan<TInput>) =>
  plan.paths.reduce((sum, path) => sum + path.steps.length, 0);
