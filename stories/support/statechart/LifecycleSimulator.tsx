import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useTranslate } from '@tolgee/react';
import { useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { blockersOf } from '@machines/business/blockers';
import { availableActions, decide, ROLES, snapshotAt, type Role } from '@machines/business/lifecycle';
import type { LifecycleCases } from '@machines/business/lifecycle.suite';
import { blockedMessageKey } from '@/views/Business/shared/action-spec';
import { activeNodeIds, chartGraph, takenEdges } from './chart-graph';
import { EventControl } from './EventControl';
import type { LogEntry } from './EventLog';
import { parsePayload, toJson } from './payload';
import { SimulatorFrame } from './SimulatorFrame';

type AnyCases = LifecycleCases<AnyStateMachine, string>;

const HTTP: Record<string, number> = { state: 409, role: 403, invalid: 422 };

/** A payload the chart's tests send with `type` (from `status` if they have one): the editor's start. */
export function samplePayload(cases: AnyCases, status: string, type: string): Record<string, unknown> {
  const rows = cases.allowed.filter(([, event]) => (event as { type: string }).type === type);
  const row = rows.find(([from]) => from === status) ?? rows[0];
  if (row === undefined) return {};
  const { type: _type, by: _by, ...payload } = row[1] as Record<string, unknown>;
  return payload;
}

interface LifecycleSimulatorProps {
  name: string;
  /** The chart with its test cases: the states, a document's context, payloads that pass. */
  cases: AnyCases;
  initialRole?: Role;
}

/**
 * A business chart as the console and the mock back-end use it: the role switch asks the chart what
 * that role may do here (`availableActions`, as the views do), an action the document's facts stand
 * in the way of is disabled with the views' reason (`blockersOf`), and sending one is judged by
 * `decide`, as the back-end judges it (refusals logged with the HTTP status they would get).
 */
export function LifecycleSimulator({ name, cases, initialRole = 'customer' }: LifecycleSimulatorProps) {
  const { t } = useTranslate();
  const machine = cases.machine;
  const graph = useMemo(() => chartGraph(machine), [machine]);
  const initialStatus = String(machine.config.initial);
  const [role, setRole] = useState<Role>(initialRole);
  const [status, setStatus] = useState(initialStatus);
  const [context, setContext] = useState<Record<string, unknown>>(cases.context as Record<string, unknown>);
  const [contextText, setContextText] = useState(() => JSON.stringify(cases.context, null, 2));
  const [payloads, setPayloads] = useState<Record<string, string>>({});
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [log, setLog] = useState<LogEntry[]>([]);
  const nextId = useRef(0);
  const add = (kind: LogEntry['kind'], text: string) =>
    setLog((old) => [...old, { id: nextId.current++, kind, text }]);

  const value = (snapshotAt(machine, status, context as never) as AnyMachineSnapshot).value;
  const active = activeNodeIds(machine, value);
  const offered = availableActions(machine, status, context as never, role) as string[];
  const otherRole = ROLES.find((r) => r !== role) as Role;
  const otherOffered = availableActions(machine, status, context as never, otherRole) as string[];
  const parsedContext = parsePayload(contextText);

  const send = (type: string, payload: Record<string, unknown>) => {
    const event = { ...payload, type, by: role };
    const decision = decide(machine, status, context as never, event as never);
    if (!decision.ok) {
      add('refused', `${role} ${type}: refused ${HTTP[decision.reason]} (${decision.message})`);
      return;
    }
    const after = activeNodeIds(
      machine,
      (snapshotAt(machine, decision.status, decision.context) as AnyMachineSnapshot).value,
    );
    setTaken(takenEdges(graph, active, after, type));
    add('event', `${role} ${type}${Object.keys(payload).length ? ` ${JSON.stringify(payload)}` : ''}`);
    add('state', decision.status === status ? `stays in ${status}` : `${status} → ${decision.status}`);
    setStatus(decision.status);
    setContext(decision.context as Record<string, unknown>);
  };

  const reset = () => {
    setStatus(initialStatus);
    setContext(cases.context as Record<string, unknown>);
    setContextText(JSON.stringify(cases.context, null, 2));
    setPayloads({});
    setTaken(new Set());
    setLog([]);
  };

  const events =
    offered.length === 0 ? (
      <Text size="sm" c="dimmed">
        The {role} may do nothing in {status}.
      </Text>
    ) : (
      offered.map((type) => {
        const sample = samplePayload(cases, status, type);
        const blocked = blockersOf(machine, status, context as never, type as never, role);
        const key = `${status}:${type}`;
        return (
          <EventControl
            key={key}
            type={type}
            payload={Object.keys(sample).length === 0 ? undefined : (payloads[key] ?? toJson(sample))}
            onPayload={(text) => setPayloads((old) => ({ ...old, [key]: text }))}
            disabledReason={
              blocked.length === 0
                ? undefined
                : blocked
                    .map((reason) => t(blockedMessageKey(reason), context as Record<string, string>))
                    .join(' ')
            }
            onSend={(payload) => send(type, payload)}
          />
        );
      })
    );

  const facts = (
    <Stack gap={4}>
      <Textarea
        size="xs"
        rows={4}
        label="The document's facts (context)"
        description="What the guards look at; apply to see what changes."
        value={contextText}
        onChange={(event) => setContextText(event.currentTarget.value)}
        error={parsedContext.ok ? undefined : parsedContext.error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!parsedContext.ok}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          if (!parsedContext.ok) return;
          setContext({ ...(cases.context as Record<string, unknown>), ...parsedContext.value });
          add('note', `facts set to ${JSON.stringify(parsedContext.value)}`);
        }}
      >
        Apply facts
      </Button>
    </Stack>
  );

  return (
    <SimulatorFrame
      name={name}
      graph={graph}
      active={active}
      taken={taken}
      stateText={status}
      header={
        <Group gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Text size="sm" fw={600} id={`role-${machine.id}`}>
              Acting as
            </Text>
            <SegmentedControl
              aria-labelledby={`role-${machine.id}`}
              size="xs"
              data={ROLES.map((r) => ({ value: r, label: r }))}
              value={role}
              onChange={(picked) => setRole(picked as Role)}
            />
          </Stack>
          <Text size="sm" c="dimmed">
            Here the {otherRole} may do: {otherOffered.length === 0 ? 'nothing' : otherOffered.join(', ')}.
          </Text>
        </Group>
      }
      events={events}
      extra={facts}
      context={{ status, ...context }}
      log={log}
      onReset={reset}
    />
  );
}
