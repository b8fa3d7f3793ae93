import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { ROLES, decide } from '@machines/business/lifecycle';
import { CHARTS, judge } from './charts';
import { mulberry32 } from '../seed/prng';

/** Every place a document of the chart can rest, as stored statuses (`PICKING.cancelRequested`). */
function statusesOf(node: AnyStateNode, prefix = ''): string[] {
  return Object.entries(node.states).flatMap(([key, child]) => {
    const status = prefix ? `${prefix}.${key}` : key;
    return [status, ...statusesOf(child, status)];
  });
}

/**
 * The chart with its guards answering from `truth` (by name), so every combination of guard results
 * can be tried without building the contexts and payloads that would produce it.
 */
function scripted(machine: AnyStateMachine, truth: Map<string, boolean>): AnyStateMachine {
  const names = Object.keys(machine.implementations.guards);
  return machine.provide({
    guards: Object.fromEntries(names.map((name) => [name, () => truth.get(name) === true])),
  });
}

describe('judge', () => {
  it.each(Object.entries(CHARTS))(
    'answers what decide answers for every state, event and role of the %s chart, whatever the guards say',
    (_kind, chart) => {
      const truth = new Map<string, boolean>();
      const machine = scripted(chart, truth);
      const names = Object.keys(chart.implementations.guards);
      const random = mulberry32(7);
      let compared = 0;
      for (const status of statusesOf(machine.root)) {
        for (const type of machine.events) {
          for (const by of ROLES) {
            // The verdicts are remembered after the first: later rounds catch a guard that was left out.
            for (let round = 0; round < 12; round += 1) {
              for (const name of names) truth.set(name, random() < 0.5);
              const event = { type, by };
              const expected = decide(machine, status, {} as never, event as never);
              const verdict = judge(machine, status, {}, event);
              expect(verdict.ok, `${status} ${type} by ${by}`).toBe(expected.ok);
              if (verdict.ok && expected.ok) expect(verdict.status).toBe(expected.status);
              if (!verdict.ok && !expected.ok) expect(verdict).toEqual(expected);
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
});
