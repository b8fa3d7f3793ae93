import { ShellSimulator, type EventTemplate, type ShellScenario } from './ShellSimulator';
import type { AnyStateMachine } from 'xstate';

interface ShellStory {
  name: string;
  machine: AnyStateMachine;
  events: readonly EventTemplate[];
  scenarios: readonly ShellScenario[];
}

/** A story component for one shell machine: its stories differ only by the scenario they open. */
export function shellStory({ name, machine, events, scenarios }: ShellStory) {
  function Simulator({ initialScenario }: { initialScenario: string }) {
    return (
      <ShellSimulator
        name={name}
        machine={machine}
        events={events}
        scenarios={scenarios}
        initialScenario={initialScenario}
      />
    );
  }
  Simulator.displayName = `${name}Simulator`;
  return Simulator;
}

/** The stories' scenario as a choice among the scenarios' names in Storybook's controls, not free text. */
export const scenarioChoice = (scenarios: readonly ShellScenario[]) => ({
  initialScenario: { control: 'select' as const, options: scenarios.map((scenario) => scenario.name) },
});
