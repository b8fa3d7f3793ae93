import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A statechart as a graph to draw, read from the machine definition itself (never typed by hand):
 * every state node with its nesting, every transition with its event and guard. A transition with no
 * target (it only runs actions) stays on its state and is listed inside the state's box.
 */

export type ChartNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartNode {
  /** The state node's id, e.g. `outboundOrder.PICKING.cancelRequested`. */
  id: string;
  /** The state's key (the machine's id for the root). */
  key: string;
  parent: string | undefined;
  kind: ChartNodeKind;
  /** The key of the initial child, for a compound state. */
  initial: string | undefined;
  children: string[];
  /** Events handled here without leaving the state (targetless transitions), labelled. */
  internal: string[];
  /** Services this state invokes while it is active. */
  invokes: string[];
}

export interface ChartEdge {
  id: string;
  source: string;
  /** Undefined for a targetless transition (actions only): it is listed on its state. */
  target: string | undefined;
  /** The event's type as the machine knows it (`xstate.done.actor.…` included). */
  event: string;
  /** The event in words: `done: refreshTokens`, `after 300 ms`, `always`. */
  eventLabel: string;
  guard: string | undefined;
  /** `event [guard]`: what the diagram prints on the arrow. */
  label: string;
}

export interface ChartGraph {
  root: string;
  nodes: Map<string, ChartNode>;
  edges: ChartEdge[];
}

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined;

/** A guard in words: its name, `and`/`or`/`not` written out, parameters left out. */
export function guardLabel(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { guards } = guard as unknown as { guards?: GuardLike[] | GuardLike };
    if (guards !== undefined) {
      const parts = (Array.isArray(guards) ? guards : [guards]).map((g) => guardLabel(g) ?? '?');
      if (guard.name === 'not') return `!${parts[0]}`;
      return parts.join(guard.name === 'or' ? ' || ' : ' && ');
    }
    return guard.name || 'inline guard';
  }
  return guard.type ?? 'inline guard';
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';
const AFTER = 'xstate.after.';

/** An event type in words; `invokeIds` maps an invoke's id to its source's name. */
export function eventLabel(type: string, invokeIds: ReadonlyMap<string, string> = new Map()): string {
  const actor = (id: string) => invokeIds.get(id) ?? id;
  if (type === '') return 'always';
  if (type.startsWith(DONE_ACTOR)) return `done: ${actor(type.slice(DONE_ACTOR.length))}`;
  if (type.startsWith(ERROR_ACTOR)) return `error: ${actor(type.slice(ERROR_ACTOR.length))}`;
  if (type.startsWith(DONE_STATE)) return 'done';
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]} ms`;
  return type;
}

function kindOf(node: AnyStateNode): ChartNodeKind {
  if (node.type === 'final' || node.type === 'history' || node.type === 'parallel') return node.type;
  return node.type === 'compound' ? 'compound' : 'atomic';
}

function invokeIdsOf(node: AnyStateNode): Map<string, string> {
  return new Map(
    node.invoke.map((invoke) => [invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id]),
  );
}

/** The graph of `machine`: every state node (root included) and every transition. */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes = new Map<string, ChartNode>();
  const edges: ChartEdge[] = [];

  const visit = (node: AnyStateNode, parent: string | undefined) => {
    const invokeIds = invokeIdsOf(node);
    const chartNode: ChartNode = {
      id: node.id,
      key: parent === undefined ? machine.id : node.key,
      parent,
      kind: kindOf(node),
      initial: node.initial?.target[0]?.key,
      children: Object.values(node.states).map((child) => child.id),
      internal: [],
      invokes: [...invokeIds.values()],
    };
    nodes.set(node.id, chartNode);

    const transitions = [...node.transitions.values()].flat();
    const always = node.always ?? [];
    for (const transition of [...transitions, ...always]) {
      const event = transition.eventType;
      const words = eventLabel(event, invokeIds);
      const guard = guardLabel(transition.guard as GuardLike);
      const label = guard === undefined ? words : `${words} [${guard}]`;
      const targets = transition.target ?? [];
      if (targets.length === 0) {
        chartNode.internal.push(label);
        edges.push({
          id: `${node.id}#${edges.length}`,
          source: node.id,
          target: undefined,
          event,
          eventLabel: words,
          guard,
          label,
        });
        continue;
      }
      for (const target of targets) {
        edges.push({
          id: `${node.id}#${edges.length}`,
          source: node.id,
          target: target.id,
          event,
          eventLabel: words,
          guard,
          label,
        });
      }
    }
    for (const child of Object.values(node.states)) visit(child, node.id);
  };

  visit(machine.root, undefined);
  return { root: machine.root.id, nodes, edges };
}

/**
 * The ids of the state nodes `value` is in (every ancestor included): what the diagram highlights.
 */
export function activeNodeIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>([machine.root.id]);
  const walk = (node: AnyStateNode, part: unknown) => {
    if (typeof part === 'string') {
      const child = node.states[part];
      if (child) ids.add(child.id);
      return;
    }
    if (part === null || typeof part !== 'object') return;
    for (const [key, sub] of Object.entries(part)) {
      const child = node.states[key];
      if (!child) continue;
      ids.add(child.id);
      walk(child, sub);
    }
  };
  walk(machine.root, value);
  return ids;
}

/** The transitions `eventType` took from the states of `before` into those of `after`. */
export function takenEdges(
  graph: ChartGraph,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
  eventType: string,
): Set<string> {
  return new Set(
    graph.edges
      .filter(
        (edge) =>
          (edge.event === eventType || edge.event === '') &&
          edge.target !== undefined &&
          before.has(edge.source) &&
          after.has(edge.target),
      )
      .map((edge) => edge.id),
  );
}
