import { fromPromise, type AnyStateMachine, type AnyStateNode, type EventObject } from 'xstate';

/**
 * The invoked calls of a shell machine in its model-based tests (shell-model.test-support.ts): an
 * answer of a call is an event of the model (`xstate.done.actor.<invoke id>` with its output, or
 * `xstate.error.actor.<invoke id>`), and the replay gives it to the call's `FakeCalls` fake, so the
 * actor's own promise plumbing runs.
 */

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

/** The answer of an invoked call that a model event stands for, with the source of the call. */
export type CallOutcome =
  { src: string; kind: 'done'; output: unknown } | { src: string; kind: 'error'; error: unknown };

/** The invoked calls of a machine by invoke id (`0.session.signedIn.loggingOut` → `logout`). */
function invokedSources(machine: AnyStateMachine): Map<string, string> {
  return new Map(
    descendants(machine.root).flatMap((node) =>
      node.invoke.map((invoke) => [invoke.id, String(invoke.src)] as const),
    ),
  );
}

/** Model events for every answer of every invoked call: the given outputs, and the given errors. */
export function callOutcomeEvents(
  machine: AnyStateMachine,
  answers: Record<string, { outputs: readonly unknown[]; errors: readonly unknown[] }>,
): EventObject[] {
  return [...invokedSources(machine)].flatMap(([id, src]) => {
    const answer = answers[src];
    if (answer === undefined) throw new Error(`no answers given for the call ${src}`);
    return [
      ...answer.outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
      ...answer.errors.map((error) => ({ type: `xstate.error.actor.${id}`, error })),
    ];
  });
}

/** The call answer a model event stands for, or undefined for an event sent to the actor. */
export function callOutcomeOf(machine: AnyStateMachine, event: EventObject): CallOutcome | undefined {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (match === null) return undefined;
  const src = invokedSources(machine).get(match[2]);
  if (src === undefined) throw new Error(`no invoked call has the id ${match[2]}`);
  const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
  return match[1] === 'done' ? { src, kind: 'done', output } : { src, kind: 'error', error };
}

export interface FakeCall {
  src: string;
  input: unknown;
  /** Its state was left: the actor aborted it. */
  aborted: boolean;
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors whose every call waits until the test answers it, as the Storybook simulators'
 * fakes wait for a person (stories/support/statechart/fake-actors.ts, which machines/ may not import).
 */
export class FakeCalls {
  readonly calls: FakeCall[] = [];

  actor<TOutput, TInput>(src: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: FakeCall = {
            src,
            input,
            aborted: false,
            settled: false,
            resolve: (output) => resolve(output as TOutput),
            reject,
          };
          signal.addEventListener('abort', () => {
            call.aborted = true;
          });
          this.calls.push(call);
        }),
    );
  }

  /** The calls made and neither answered nor aborted. */
  open(): FakeCall[] {
    return this.calls.filter((call) => !call.aborted && !call.settled);
  }

  /** Answers the one open call of `outcome.src`, and lets the actor take the answer. */
  async answer(outcome: CallOutcome): Promise<FakeCall> {
    const open = this.open().filter((call) => call.src === outcome.src);
    if (open.length !== 1) throw new Error(`${open.length} open calls of ${outcome.src}, not one`);
    const [call] = open;
    call.settled = true;
    if (outcome.kind === 'done') call.resolve(outcome.output);
    else call.reject(outcome.error);
    await settle();
    return call;
  }
}

/**
 * Lets a settled promise reach its actor: a promise actor takes its answer a few microtasks later
 * (a step that waited too little shows as the actor lagging behind the model, never as a pass).
 */
export async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
