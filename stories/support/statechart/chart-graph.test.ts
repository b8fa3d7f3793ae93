import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { and, setup } from 'xstate';
import { outboundOrderMachine } from '@machines/business/outbound-order.machine';
import { rechargeMachine } from '@machines/business/recharge.machine';
import { sessionMachine } from '@machines/session.machine';
import { tokenRefreshMachine } from '@machines/tokenRefresh.machine';
import { activeNodeIds, chartGraph, eventLabel, guardLabel, takenEdges } from './chart-graph';
import { layoutChart } from './chart-layout';

/** Every state node below `node`, found without the graph module. */
const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => allNodes(child)),
];

/** Every (source, event, targets) of the definition, found without the graph module. */
const allTransitions = (machine: AnyStateMachine) =>
  allNodes(machine.root).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((t) => ({
      source: node.id,
      event: t.eventType,
      targets: (t.target ?? []).map((target) => target.id),
    })),
  );

describe('chartGraph: the diagram is read from the definition', () => {
  it.each([
    ['outboundOrder', outboundOrderMachine],
    ['recharge', rechargeMachine],
    ['session', sessionMachine],
    ['tokenRefresh', tokenRefreshMachine],
  ] as const)('%s: every state node and every transition is in the graph', (_name, machine) => {
    const graph = chartGraph(machine);
    expect([...graph.nodes.keys()].sort()).toEqual(
      allNodes(machine.root)
        .map((node) => node.id)
        .sort(),
    );
    for (const node of allNodes(machine.root)) {
      expect(graph.nodes.get(node.id)?.children).toEqual(Object.values(node.states).map((c) => c.id));
    }
    const expected = allTransitions(machine).flatMap(({ source, event, targets }) =>
      targets.length === 0
        ? [`${source} ${event} -`]
        : targets.map((target) => `${source} ${event} ${target}`),
    );
    const drawn = graph.edges.map((edge) => `${edge.source} ${edge.event} ${edge.target ?? '-'}`);
    expect(drawn.sort()).toEqual(expected.sort());
  });

  it('nests sub-states and labels guards, including and()', () => {
    const graph = chartGraph(outboundOrderMachine);
    const picking = graph.nodes.get('outboundOrder.PICKING');
    expect(picking).toMatchObject({ kind: 'compound', initial: 'active', parent: 'outboundOrder' });
    expect(graph.nodes.get('outboundOrder.DELIVERED')?.kind).toBe('final');
    const ship = graph.edges.find((edge) => edge.event === 'ship');
    expect(ship).toMatchObject({
      source: 'outboundOrder.PACKED.active',
      target: 'outboundOrder.SHIPPED',
      label: 'ship [isOperator && hasWaybill && hasTrackingNo]',
    });
  });

  it('names invoked services, targetless transitions and timers in words', () => {
    const graph = chartGraph(tokenRefreshMachine);
    expect(graph.nodes.get('tokenRefresh.refreshing')).toMatchObject({
      invokes: ['refreshTokens'],
      internal: ['refresh.request'],
    });
    expect(
      graph.edges.filter((edge) => edge.source === 'tokenRefresh.refreshing').map((e) => e.label),
    ).toEqual(['refresh.request', 'done: refreshTokens', 'error: refreshTokens']);
    expect(eventLabel('xstate.after.300.x.y')).toBe('after 300 ms');
    expect(eventLabel('')).toBe('always');
    expect(guardLabel(and(['a', 'b']))).toBe('a && b');
    expect(guardLabel({ type: 'isMobileWidth' })).toBe('isMobileWidth');
  });

  it('highlights the active state with its ancestors and finds the transition taken', () => {
    const graph = chartGraph(outboundOrderMachine);
    const before = activeNodeIds(outboundOrderMachine, { PICKING: 'active' });
    expect([...before].sort()).toEqual([
      'outboundOrder',
      'outboundOrder.PICKING',
      'outboundOrder.PICKING.active',
    ]);
    const after = activeNodeIds(outboundOrderMachine, { PICKING: 'cancelRequested' });
    const taken = [...takenEdges(graph, before, after, 'requestCancel')];
    expect(taken.map((id) => graph.edges.find((edge) => edge.id === id)?.target)).toEqual([
      'outboundOrder.PICKING.cancelRequested',
    ]);
  });
});

describe('layoutChart', () => {
  it('places every state inside its parent and draws every transition with a target', async () => {
    const machine = setup({}).createMachine({
      id: 'm',
      initial: 'a',
      states: {
        a: { on: { go: 'b', stay: {} } },
        b: { initial: 'x', states: { x: { on: { back: '#m.a' } } } },
      },
    });
    const graph = chartGraph(machine);
    const layout = await layoutChart(graph);
    const box = (id: string) => layout.nodes.find((placed) => placed.node.id === id);
    expect(layout.nodes).toHaveLength(4);
    const [b, x] = [box('m.b'), box('m.b.x')];
    expect(x && b && x.x >= b.x && x.y >= b.y && x.x + x.width <= b.x + b.width).toBe(true);
    expect(layout.edges.map((placed) => placed.edge.label).sort()).toEqual(['back', 'go']);
    for (const placed of layout.edges) expect(placed.points.length).toBeGreaterThanOrEqual(2);
  });
});
