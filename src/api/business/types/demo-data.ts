/** `GET Mock/DataStatus`: what happened to the data this browser keeps (mock back-end only). */
export interface DataStatus {
  /**
   * A stored snapshot this build could not use (unreadable, or of a version it cannot migrate) was
   * kept aside under another key and the console started from the demo seed. Null once the user has
   * chosen to keep it aside or to discard it.
   */
  keptAside: { reason: 'shape' | 'version'; version: number | null; at: string } | null;
  /** The stored data could not be read: this tab works on the seed in memory and saves nothing. */
  readFailed: boolean;
  /** A save failed: that change was refused and the data last saved stands. */
  saveFailed: boolean;
}

/** `POST Mock/DataKeptAside`: keep the old data aside (the notice goes) or discard it. */
export type KeptAsideChoice = 'keep' | 'discard';

/** Dispatched on `window` by the mock back-end when the status changes: the notice asks again. */
export const DATA_STATUS_EVENT = 'outpost-mock-data-status';
