import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { activeNodeIds, chartGraph, takenEdges } from './chart-graph';
import { EventControl } from './EventControl';
import type { LogEntry } from './EventLog';
import { FakeActors, type PendingCall } from './fake-actors';
import { toJson } from './payload';
import { SimulatorFrame } from './SimulatorFrame';

export interface EventTemplate {
  type: string;
  /** A sample payload, edited as JSON in the simulator (omit for an event that carries nothing). */
  payload?: Record<string, unknown>;
  /** The system id of a child to send it to (the root machine's children); the machine itself if absent. */
  to?: string;
  /**
   * Turns the payload into the event, adding what JSON cannot hold (callbacks); `note` writes to the
   * log; `sent` is how many events of this run were sent before this one (a request's number).
   */
  build?: (payload: Record<string, unknown>, note: (text: string) => void, sent: number) => EventObject;
}

export interface ShellScenario {
  name: string;
  description: string;
  /** The machine with real logic and its services replaced by fakes. */
  machine: (fakes: FakeActors) => AnyStateMachine;
  input?: unknown;
  /** Sent one after the other at the start, to reach the scenario's situation. */
  start?: Array<EventTemplate & { payload?: Record<string, unknown> }>;
  /** Fake calls settled at the start, in order, after the start events. */
  settle?: Array<'succeed' | 'fail'>;
}

interface ShellSimulatorProps {
  name: string;
  /** The definition the diagram is drawn from. */
  machine: AnyStateMachine;
  events: readonly EventTemplate[];
  scenarios: readonly ShellScenario[];
  /** The scenario to open with (its name); the first one when absent. */
  initialScenario?: string;
}

const eventOf = (
  template: EventTemplate,
  payload: Record<string, unknown>,
  note: (text: string) => void,
  sent = 0,
) => (template.build ? template.build(payload, note, sent) : { ...payload, type: template.type });

const keyOf = (template: EventTemplate) => `${template.to ?? ''}:${template.type}`;

/** A shell machine run for real, its services faked: scenarios, events, context, log, diagram. */
export function ShellSimulator({ name, machine, events, scenarios, initialScenario }: ShellSimulatorProps) {
  const graph = useMemo(() => chartGraph(machine), [machine]);
  const [scenarioName, setScenarioName] = useState(initialScenario ?? scenarios[0].name);
  const scenario = scenarios.find((candidate) => candidate.name === scenarioName) ?? scenarios[0];
  const [run, setRun] = useState(0);
  const [actor, setActor] = useState<AnyActorRef>();
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot>();
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const [log, setLog] = useState<LogEntry[]>([]);
  const [payloads, setPayloads] = useState<Record<string, string>>(() =>
    Object.fromEntries(events.flatMap((e) => (e.payload ? [[keyOf(e), toJson(e.payload)]] : []))),
  );
  const [pending, setPending] = useState<readonly PendingCall[]>([]);
  const nextId = useRef(0);
  /** Events sent in this run (scenario start and buttons): numbers them for their builders. */
  const sentCount = useRef(0);

  useEffect(() => {
    const entries: LogEntry[] = [];
    let ready = false;
    const add = (kind: LogEntry['kind'], text: string) => {
      const entry = { id: nextId.current++, kind, text };
      if (ready) setLog((old) => [...old, entry]);
      else entries.push(entry);
    };
    // a new set of fakes for every run: calls of a stopped run must not linger
    const fakes = new FakeActors((text) => add('call', text));
    const unsubscribeFakes = fakes.subscribe(() => setPending(fakes.pending()));
    const root: { current?: AnyActorRef } = {};
    let lastEvent = '';
    const inspect = (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.event' || root.current === undefined) return;
      const target = inspection.actorRef;
      const systemId = (target as { options?: { systemId?: string } }).options?.systemId;
      if (target === root.current) {
        lastEvent = inspection.event.type;
        if (!lastEvent.startsWith('xstate.init')) add('event', lastEvent);
      } else if (systemId !== undefined && events.some((e) => e.to === systemId)) {
        add('event', `${systemId} got ${inspection.event.type}`);
      }
    };
    const created = createActor(scenario.machine(fakes), { input: scenario.input ?? {}, inspect });
    root.current = created;
    let previous = activeNodeIds(machine, created.getSnapshot().value);
    let previousText = JSON.stringify(created.getSnapshot().value);
    add('note', `Scenario: ${scenario.name}`);
    const subscription = created.subscribe({
      next: (next: AnyMachineSnapshot) => {
        setSnapshot(next);
        const text = JSON.stringify(next.value);
        if (text === previousText) return;
        const now = activeNodeIds(machine, next.value);
        setTaken(takenEdges(graph, previous, now, lastEvent));
        add('state', `now in ${text}`);
        previous = now;
        previousText = text;
      },
      error: (error: unknown) => add('refused', `the machine failed: ${String(error)}`),
    });
    const emitted = created.on('*', (event: EventObject) => add('note', `emitted ${event.type}`));
    created.start();
    setSnapshot(created.getSnapshot());
    add('state', `started in ${JSON.stringify(created.getSnapshot().value)}`);
    const note = (text: string) => add('note', text);
    sentCount.current = 0;
    for (const step of scenario.start ?? []) {
      const target = step.to ? created.system.get(step.to) : created;
      target?.send(eventOf(step, step.payload ?? {}, note, sentCount.current++));
    }
    for (const outcome of scenario.settle ?? []) {
      const [call] = fakes.pending();
      if (call) call[outcome]();
    }
    setActor(created);
    setLog(entries);
    ready = true;
    setPending(fakes.pending());
    return () => {
      unsubscribeFakes();
      subscription.unsubscribe();
      emitted.unsubscribe();
      created.stop();
    };
  }, [scenario, run, machine, graph, events]);

  const note = (text: string) => setLog((old) => [...old, { id: nextId.current++, kind: 'note', text }]);
  const targetOf = (template: EventTemplate): AnyActorRef | undefined =>
    actor && (template.to ? actor.system.get(template.to) : actor);

  const controls = events.map((template) => {
    const key = keyOf(template);
    const text = payloads[key];
    const target = targetOf(template);
    const parsed = (() => {
      try {
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return undefined;
      }
    })();
    const targetSnapshot = target?.getSnapshot() as AnyMachineSnapshot | undefined;
    let reason: string | undefined;
    if (targetSnapshot === undefined || targetSnapshot.status !== 'active')
      reason = 'The machine has stopped.';
    else if (parsed !== undefined && !targetSnapshot.can(eventOf(template, parsed, () => {}))) {
      reason = 'Not accepted in this state (no transition, or its guard says no to this payload).';
    }
    return (
      <EventControl
        key={key}
        type={template.to ? `${template.to}: ${template.type}` : template.type}
        payload={template.payload ? (text ?? '') : undefined}
        onPayload={(value) => setPayloads((old) => ({ ...old, [key]: value }))}
        disabledReason={reason}
        onSend={(payload) => target?.send(eventOf(template, payload, note, sentCount.current++))}
      />
    );
  });

  const calls = (
    <Stack gap={6} aria-label="Calls waiting for an answer">
      <Text size="sm" fw={600}>
        Calls waiting for an answer
      </Text>
      {pending.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        pending.map((call) => (
          <Paper key={call.id} withBorder p={6}>
            <Text size="sm">
              {call.src} #{call.id}
            </Text>
            <Group gap={6} mt={4}>
              <Button size="compact-xs" color="teal" onClick={call.succeed}>
                Succeed {call.src} #{call.id}
              </Button>
              <Button size="compact-xs" color="red" onClick={call.fail}>
                Fail {call.src} #{call.id}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );

  const value = snapshot?.value;
  return (
    <SimulatorFrame
      name={name}
      graph={graph}
      active={activeNodeIds(machine, value)}
      taken={taken}
      stateText={value === undefined ? '…' : typeof value === 'string' ? value : JSON.stringify(value)}
      header={
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label="Scenario"
            data={scenarios.map((s) => s.name)}
            value={scenario.name}
            onChange={(picked) => picked && setScenarioName(picked)}
            allowDeselect={false}
            w={340}
            maw="100%"
          />
          <Text size="sm" c="dimmed" maw={520}>
            {scenario.description}
          </Text>
        </Group>
      }
      events={controls}
      extra={calls}
      context={snapshot?.context}
      log={log}
      onReset={() => setRun((n) => n + 1)}
    />
  );
}
