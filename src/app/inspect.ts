import type { InspectionEvent, Observer } from 'xstate';

/**
 * Development only (`?inspect` in the URL): connects the Stately inspector so developers can watch and
 * simulate the statecharts live. Loaded on demand, never in the production bundle's start-up path.
 */
export async function connectInspector(): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
