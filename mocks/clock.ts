/** The mock back-end's time, in ms since the epoch. Tests swap the source to move time forward. */
let source: () => number = () => Date.now();

export function now(): number {
  return source();
}

/** Replaces the time source; without an argument, goes back to `Date.now`. */
export function setClock(next?: () => number): void {
  source = next ?? (() => Date.now());
}
