import { fromPromise } from 'xstate';

/** A call a fake actor made and that waits for the person at the simulator to settle it. */
export interface PendingCall {
  id: number;
  src: string;
  input: unknown;
  succeed: () => void;
  fail: () => void;
}

export interface FakeOutcome<T> {
  /** What the call answers when it succeeds. */
  output: (input: never) => T;
  /** The message of its error when it fails. */
  error: string;
}

type Listener = () => void;

/**
 * Fake services for a shell machine: each call waits, listed in the simulator with "Succeed" and
 * "Fail" buttons, so a designer decides what the server would have answered and when.
 */
export class FakeActors {
  private calls: PendingCall[] = [];
  private listeners = new Set<Listener>();
  private nextId = 1;
  /** `onActivity` is told of every call started and settled (the simulator's log). */
  constructor(private readonly onActivity: (text: string) => void = () => {}) {}

  /** Writes to the simulator's log: what a faked action (a message to a parent, the DOM) would do. */
  note = (text: string) => this.onActivity(text);

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  pending = () => this.calls;

  private set(calls: PendingCall[]) {
    this.calls = calls;
    for (const listener of this.listeners) listener();
  }

  /** A promise actor named `src` whose every call waits to be settled by hand. */
  promise<T, I>(src: string, outcome: FakeOutcome<T>) {
    return fromPromise<T, I>(
      ({ input, signal }) =>
        new Promise<T>((resolve, reject) => {
          const id = this.nextId++;
          const settle = (text: string, act: () => void) => () => {
            this.set(this.calls.filter((call) => call.id !== id));
            this.onActivity(`${src} #${id} ${text}`);
            act();
          };
          const call: PendingCall = {
            id,
            src,
            input,
            succeed: settle('succeeded', () => resolve(outcome.output(input as never))),
            fail: settle(`failed: ${outcome.error}`, () => reject(new Error(outcome.error))),
          };
          signal.addEventListener('abort', () => {
            this.set(this.calls.filter((pending) => pending.id !== id));
            this.onActivity(`${src} #${id} cancelled (its state was left)`);
          });
          this.onActivity(`${src} #${id} called with ${JSON.stringify(input)}`);
          this.set([...this.calls, call]);
        }),
    );
  }
}
