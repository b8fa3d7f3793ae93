/**
 * What belongs to the call running now (its database transaction, its undo journal), found by the
 * code it runs, however its awaits interleave with other calls' (issue #40 §4: a process answers
 * several calls at once). The service carries it across awaits with Node's `AsyncLocalStorage`
 * (`carryCallScopes`, at its start). Elsewhere (the browser's worker, which has no such thing, and
 * the tests that do not ask for it) calls run one at a time (`serialized`, db-instance.ts), and the
 * call's value is simply held while it runs.
 */
export interface CallScope<T> {
  /** the running call's value, if one is set */
  get(): T | undefined;
  /** runs `fn` with `value` as the call's: for its awaits too */
  run<R>(value: T, fn: () => Promise<R>): Promise<R>;
}

/** What carries a value across awaits: Node's `AsyncLocalStorage` has this shape. */
interface Carrier {
  getStore(): unknown;
  run<R>(store: unknown, fn: () => R): R;
}

let makeCarrier: (() => Carrier) | null = null;

/**
 * From now on every call scope is carried across awaits by a carrier `make` makes (the service:
 * `() => new AsyncLocalStorage()`), and calls may overlap. Before any call runs.
 */
export function carryCallScopes(make: () => Carrier): void {
  makeCarrier = make;
}

/** Whether call scopes are carried across awaits, so that calls may overlap in this process. */
export const callScopesCarried = (): boolean => makeCarrier !== null;

export function callScope<T>(): CallScope<T> {
  let carrier: Carrier | null = null;
  let held: T | undefined;
  const carried = (): Carrier | null => {
    if (carrier === null && makeCarrier !== null) carrier = makeCarrier();
    return carrier;
  };
  return {
    get: () => {
      const across = carried();
      return across ? (across.getStore() as T | undefined) : held;
    },
    run: async (value, fn) => {
      const across = carried();
      if (across) return await across.run(value, fn);
      const before = held;
      held = value;
      try {
        return await fn();
      } finally {
        held = before;
      }
    },
  };
}
