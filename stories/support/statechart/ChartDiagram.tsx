import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFocusCentered, IconMaximize, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
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

/** The frame's height bounds: the diagram fitted to the frame's width, its height kept within them. */
const FRAME_HEIGHT = { least: 240, most: 560 };

/**
 * The chart drawn from its definition, laid out by ELK, as SVG; the current state filled. The whole
 * diagram is fitted to its frame at first, however wide; the wheel, the buttons or + and − zoom, a
 * drag or the arrow keys move it, and "Current state" brings the filled state to the middle
 * (react-zoom-pan-pinch).
 */
export function ChartDiagram({ graph, active, taken = new Set(), title }: ChartDiagramProps) {
  const [layout, setLayout] = useState<ChartLayout>();
  const [error, setError] = useState<string>();
  const { ref: frame, width: frameWidth } = useElementSize();

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
  const currentSelector = '[data-state-id][aria-current="step"]';
  // as tall as the diagram is when fitted to the frame's width, within bounds (a phone's is short)
  const fitted = frameWidth > 0 ? ((layout.height + 8) * frameWidth) / (layout.width + 8) : FRAME_HEIGHT.most;
  const frameHeight = Math.round(Math.min(FRAME_HEIGHT.most, Math.max(FRAME_HEIGHT.least, fitted)));
  return (
    // fitted once its width is known: the frame's height follows from it
    <div ref={frame}>
      <TransformWrapper
        // fitted again when the frame's height changes (its width first measured, a window resized)
        key={frameHeight}
        fitOnInit
        minScale={0.05}
        maxScale={3}
        limitToBounds={false}
        keyboard={{ disabled: false }}
        doubleClick={{ disabled: true }}
      >
        {({ zoomIn, zoomOut, fitToView, zoomToElement }) => (
          <Stack gap={6}>
            <Group gap={6} justify="flex-end">
              <ActionIcon variant="default" aria-label="Zoom in" onClick={() => void zoomIn()}>
                <IconZoomIn size={16} />
              </ActionIcon>
              <ActionIcon variant="default" aria-label="Zoom out" onClick={() => void zoomOut()}>
                <IconZoomOut size={16} />
              </ActionIcon>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconMaximize size={14} />}
                onClick={() => void fitToView()}
              >
                Fit
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconFocusCentered size={14} />}
                onClick={() => {
                  const node = document.querySelector<HTMLElement>(
                    `[data-diagram="${graph.root}"] ${currentSelector}`,
                  );
                  if (node) void zoomToElement(node, 1);
                }}
              >
                Current state
              </Button>
            </Group>
            <TransformComponent
              wrapperProps={{ 'data-diagram': graph.root } as React.HTMLAttributes<HTMLDivElement>}
              wrapperStyle={{
                width: '100%',
                height: frameHeight,
                border: '1px solid var(--mantine-color-default-border)',
                cursor: 'grab',
              }}
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
                {layout.edges.map(({ edge, points }) => {
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
                    </g>
                  );
                })}
                {/* the edges' names after every line, each on a halo of the page's colour: no line runs through one */}
                {layout.edges.map(({ edge, label }) => {
                  if (!label) return null;
                  const from = active.has(edge.source) && graph.nodes.get(edge.source)?.children.length === 0;
                  return (
                    <text
                      key={edge.id}
                      data-label-of={edge.id}
                      x={label.x + 3}
                      y={label.y + 11}
                      fontSize={11}
                      fill={from || taken.has(edge.id) ? ACTIVE : 'var(--mantine-color-text)'}
                      stroke="var(--mantine-color-body)"
                      strokeWidth={4}
                      strokeLinejoin="round"
                      paintOrder="stroke"
                    >
                      {edge.label}
                    </text>
                  );
                })}
              </svg>
            </TransformComponent>
          </Stack>
        )}
      </TransformWrapper>
    </div>
  );
}
