import { createContext, use, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppContext, appMachine } from '@machines/app.machine';

export type AppActor = ActorRefFrom<typeof appMachine>;
type ChildName = keyof AppContext;
type ChildSnapshot<K extends ChildName> = SnapshotFrom<AppContext[K]>;

const AppActorContext = createContext<AppActor | null>(null);

/**
 * The root actor is created before React renders (bootstrap binds the request client and
 * persistence to it), so the provider takes the running actor rather than creating one.
 */
export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext value={actor}>{children}</AppActorContext>;
}

export function useAppActor(): AppActor {
  const actor = use(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorProvider>');
  return actor;
}

/** The children are spawned once and never replaced, so their refs can be read without subscribing. */
function useChild<K extends ChildName>(name: K): AppContext[K] {
  return useAppActor().getSnapshot().context[name];
}

export const useSessionRef = () => useChild('session');
export const useRoutesRef = () => useChild('routes');
export const useLayoutRef = () => useChild('layout');
export const useTabsRef = () => useChild('tabs');

export const useSession = <T,>(selector: (snapshot: ChildSnapshot<'session'>) => T): T =>
  useSelector(useSessionRef(), selector);
export const useLayout = <T,>(selector: (snapshot: ChildSnapshot<'layout'>) => T): T =>
  useSelector(useLayoutRef(), selector);
export const useRoutesState = <T,>(selector: (snapshot: ChildSnapshot<'routes'>) => T): T =>
  useSelector(useRoutesRef(), selector);
export const useTabs = <T,>(selector: (snapshot: ChildSnapshot<'tabs'>) => T): T =>
  useSelector(useTabsRef(), selector);
