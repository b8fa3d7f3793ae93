import { useSyncExternalStore } from 'react';

/** The last change of the example records: `created` asks a list to show its first page (the new record). */
export interface ExampleChange {
  version: number;
  created: boolean;
}

// Pages that save or delete (example-add, example-edit, a dialog) tell every list to load again, the
// cached example-page included.
let last: ExampleChange = { version: 0, created: false };
const listeners = new Set<() => void>();

export function announceExampleChange(created = false): void {
  last = { version: last.version + 1, created };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => last;

export function useExampleChanges(): ExampleChange {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
