import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartGraph, ChartNode } from './chart-graph';

/** Where ELK put things, in the diagram's own coordinates (every box and point absolute). */
export interface PlacedNode {
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: ChartEdge;
  points: Array<{ x: number; y: number }>;
  label: { x: number; y: number; width: number; height: number } | undefined;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

// Sizes of the text the SVG prints (12 px system font for titles, 11 px for the rest): ELK needs a
// box for every label before it can place anything.
const TITLE_CHAR = 7.4;
const LINE_CHAR = 6.3;
const LINE = 15;
const HEADER = 28;
const PAD = 10;

export const textWidth = (text: string, char = LINE_CHAR) => Math.ceil(text.length * char);

/** The lines a state's box lists under its name: what it invokes and what it handles in place. */
export const boxLines = (node: ChartNode): string[] => [
  ...node.invokes.map((src) => `invoke ${src}`),
  ...node.internal,
];

const ROOT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'POLYLINE',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '44',
  'elk.spacing.edgeLabel': '4',
  'elk.edgeLabels.inline': 'false',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
};

function toElkNode(graph: ChartGraph, id: string): ElkNode {
  const node = graph.nodes.get(id) as ChartNode;
  const lines = boxLines(node);
  const width = Math.max(
    textWidth(node.key, TITLE_CHAR) + 2 * PAD,
    ...lines.map((line) => textWidth(line) + 2 * PAD),
    72,
  );
  if (node.children.length === 0) {
    return { id, width, height: HEADER + lines.length * LINE + (lines.length > 0 ? PAD / 2 : 0) };
  }
  return {
    id,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + lines.length * LINE + PAD},left=${PAD},bottom=${PAD},right=${PAD}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width},${HEADER})`,
    },
    children: node.children.map((child) => toElkNode(graph, child)),
  };
}

let elk: InstanceType<typeof ELK> | undefined;

/** Lays `graph` out with ELK (layered, top to bottom); the root box is the machine itself. */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  elk ??= new ELK();
  const drawn = graph.edges.filter(
    (edge): edge is ChartEdge & { target: string } => edge.target !== undefined,
  );
  const root: ElkNode = {
    ...toElkNode(graph, graph.root),
    layoutOptions: {
      ...ROOT_OPTIONS,
      ...toElkNode(graph, graph.root).layoutOptions,
    },
    edges: drawn.map((edge): ElkExtendedEdge => ({
      id: edge.id,
      sources: [edge.source],
      targets: [edge.target],
      labels: [{ text: edge.label, width: textWidth(edge.label) + 6, height: LINE }],
    })),
  };
  const result = await elk.layout(root);

  const offsets = new Map<string, { x: number; y: number }>();
  const nodes: PlacedNode[] = [];
  const place = (elkNode: ElkNode, base: { x: number; y: number }) => {
    const at = { x: base.x + (elkNode.x ?? 0), y: base.y + (elkNode.y ?? 0) };
    offsets.set(elkNode.id, at);
    nodes.push({
      node: graph.nodes.get(elkNode.id) as ChartNode,
      ...at,
      width: elkNode.width ?? 0,
      height: elkNode.height ?? 0,
    });
    for (const child of elkNode.children ?? []) place(child, at);
  };
  place(result, { x: 0, y: 0 });

  const byId = new Map(drawn.map((edge) => [edge.id, edge]));
  const edges: PlacedEdge[] = [];
  const collect = (elkNode: ElkNode) => {
    for (const elkEdge of elkNode.edges ?? []) {
      const container = (elkEdge as ElkExtendedEdge & { container?: string }).container ?? elkNode.id;
      const base = offsets.get(container) ?? { x: 0, y: 0 };
      const shift = (p: { x: number; y: number }) => ({ x: base.x + p.x, y: base.y + p.y });
      const points = (elkEdge.sections ?? []).flatMap((section) => [
        shift(section.startPoint),
        ...(section.bendPoints ?? []).map(shift),
        shift(section.endPoint),
      ]);
      const label = elkEdge.labels?.[0];
      edges.push({
        edge: byId.get(elkEdge.id) as ChartEdge,
        points,
        label:
          label === undefined
            ? undefined
            : {
                ...shift({ x: label.x ?? 0, y: label.y ?? 0 }),
                width: label.width ?? 0,
                height: label.height ?? 0,
              },
      });
    }
    for (const child of elkNode.children ?? []) collect(child);
  };
  collect(result);

  return { width: result.width ?? 0, height: result.height ?? 0, nodes, edges };
}
