import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartDiagram } from './ChartDiagram';
import type { ChartGraph } from './chart-graph';
import { ContextTree } from './ContextTree';
import { EventLog, type LogEntry } from './EventLog';

interface SimulatorFrameProps {
  name: string;
  graph: ChartGraph;
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  /** The current state in words, e.g. `PICKING.cancelRequested`. */
  stateText: string;
  /** Controls above the events: a scenario picker, a role switch. */
  header?: ReactNode;
  events: ReactNode;
  /** Anything else beside the events: pending fake calls, a context editor. */
  extra?: ReactNode;
  context: unknown;
  log: readonly LogEntry[];
  onReset: () => void;
}

/** The simulator's page: the diagram, then what may happen now, the context and the log. */
export function SimulatorFrame(props: SimulatorFrameProps) {
  const { name, graph, active, taken, stateText, header, events, extra, context, log, onReset } = props;
  return (
    <Stack gap="sm" p="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          Simulator: {name}
        </Title>
        <Group gap="xs">
          <Text size="sm">
            State:{' '}
            <Text span fw={700} data-testid="current-state">
              {stateText}
            </Text>
          </Text>
          <Button size="xs" variant="light" onClick={onReset}>
            Start again
          </Button>
        </Group>
      </Group>
      {header}
      <ChartDiagram graph={graph} active={active} taken={taken} title={`Statechart of ${name}`} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <Panel title="Events">
          <Stack gap="xs">
            {events}
            {extra}
          </Stack>
        </Panel>
        <Panel title="Context">
          <ContextTree context={context} />
        </Panel>
        <Panel title="Log">
          <EventLog entries={log} />
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
