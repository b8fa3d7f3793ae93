/** The mock back-end's time, in ms since the epoch. Tests swap the source to move time forward. */
let source: () => number = () => Date.now();

export function now(): number {
  return source();
}

/** Replaces the time source; without an argument, goes back to `Date.now`. */
export function setClock(next?: () => number): void {
  source = next ?? (() => Date.now());
}

/** Runs `fn` with the clock standing still at `at`, then gives back the previous time source. */
export async function atTime<T>(at: number, fn: () => Promise<T> | T): Promise<T> {
  const previous = source;
  source = () => at;
  try {
    return await fn();
  } finally {
    source = previous;
  }
}
