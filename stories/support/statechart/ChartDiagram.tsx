import { Alert, Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ChartGraph } from './chart-graph';
import { boxLines, layoutChart, type ChartLayout } from './chart-layout';

interface ChartDiagramProps {
  graph: ChartGraph;
  /** The state nodes the machine is in now (ancestors included). */
  active: ReadonlySet<string>;
  /** The transitions taken by the last step, drawn bold. */
  taken?: ReadonlySet<string>;
  title: string;
}

const ACTIVE = 'var(--mantine-color-blue-6)';
const LINE = 'var(--mantine-color-gray-6)';

/** The chart drawn from its definition, laid out by ELK, as SVG; the current state filled. */
export function ChartDiagram({ graph, active, taken = new Set(), title }: ChartDiagramProps) {
  const [layout, setLayout] = useState<ChartLayout>();
  const [error, setError] = useState<string>();
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    layoutChart(graph).then(
      (laidOut) => current && setLayout(laidOut),
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [graph]);

  // a diagram wider or taller than its frame (a phone) scrolls so that the current state shows
  const current = layout?.nodes.find(({ node }) => active.has(node.id) && node.children.length === 0);
  useEffect(() => {
    const box = frame.current;
    if (box === null || current === undefined) return;
    box.scrollLeft = Math.max(0, current.x + current.width / 2 - box.clientWidth / 2);
    box.scrollTop = Math.max(0, current.y + current.height / 2 - box.clientHeight / 2);
  }, [current]);

  if (error !== undefined) {
    return (
      <Alert color="red" title="The diagram could not be laid out">
        {error}
      </Alert>
    );
  }
  if (layout === undefined) {
    return (
      <Text c="dimmed" role="status">
        Laying out the diagram…
      </Text>
    );
  }
  const markerId = `arrow-${graph.root}`;
  const markerActiveId = `arrow-active-${graph.root}`;
  return (
    <Box
      ref={frame}
      style={{ overflow: 'auto', maxHeight: 560, border: '1px solid var(--mantine-color-default-border)' }}
    >
      <svg
        data-testid="chart-diagram"
        role="img"
        aria-label={title}
        width={layout.width + 8}
        height={layout.height + 8}
        viewBox={`-4 -4 ${layout.width + 8} ${layout.height + 8}`}
        style={{ display: 'block', fontFamily: 'var(--mantine-font-family)' }}
      >
        <defs>
          {[
            [markerId, LINE],
            [markerActiveId, ACTIVE],
          ].map(([id, color]) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
            </marker>
          ))}
        </defs>
        {layout.nodes.map(({ node, x, y, width, height }) => {
          const isActive = active.has(node.id);
          const isLeaf = node.children.length === 0;
          const isRoot = node.parent === undefined;
          const parent = node.parent === undefined ? undefined : graph.nodes.get(node.parent);
          const isInitial = parent?.initial === node.key;
          return (
            <g
              key={node.id}
              data-state-id={node.id}
              data-active={isActive ? 'true' : undefined}
              aria-current={isActive && isLeaf ? 'step' : undefined}
            >
              <rect
                x={x}
                y={y}
                width={width}
                height={height}
                rx={isRoot ? 4 : 8}
                fill={
                  isActive && isLeaf
                    ? ACTIVE
                    : isActive
                      ? 'var(--mantine-color-blue-light)'
                      : 'var(--mantine-color-body)'
                }
                fillOpacity={isLeaf || (isActive && !isRoot) ? 1 : 0}
                stroke={isActive ? ACTIVE : LINE}
                strokeWidth={isActive ? 2 : 1}
                strokeDasharray={node.kind === 'parallel' ? '6 3' : undefined}
              />
              {node.kind === 'final' && (
                <rect
                  x={x + 3}
                  y={y + 3}
                  width={width - 6}
                  height={height - 6}
                  rx={6}
                  fill="none"
                  stroke={isActive ? 'white' : LINE}
                />
              )}
              <text
                x={x + 10}
                y={y + 18}
                fontSize={12}
                fontWeight={600}
                fill={isActive && isLeaf ? 'white' : 'var(--mantine-color-text)'}
              >
                {isInitial ? `● ${node.key}` : node.key}
              </text>
              {boxLines(node).map((line, index) => (
                <text
                  key={`${line}-${index}`}
                  x={x + 10}
                  y={y + 34 + index * 15}
                  fontSize={11}
                  fill={isActive && isLeaf ? 'white' : 'var(--mantine-color-dimmed)'}
                >
                  {line}
                </text>
              ))}
            </g>
          );
        })}
        {layout.edges.map(({ edge, points, label }) => {
          const from = active.has(edge.source) && graph.nodes.get(edge.source)?.children.length === 0;
          const bold = taken.has(edge.id);
          const color = from || bold ? ACTIVE : LINE;
          return (
            <g key={edge.id} data-edge-id={edge.id} data-taken={bold ? 'true' : undefined}>
              <polyline
                points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={color}
                strokeWidth={bold ? 3 : from ? 1.6 : 1}
                markerEnd={`url(#${from || bold ? markerActiveId : markerId})`}
              />
              {label && (
                <text
                  x={label.x + 3}
                  y={label.y + 11}
                  fontSize={11}
                  fill={from || bold ? ACTIVE : 'var(--mantine-color-text)'}
                >
                  {edge.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
