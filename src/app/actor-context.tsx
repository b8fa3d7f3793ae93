import { createContext, use, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appMachine } from '@machines/app.machine';

export type AppActor = ActorRefFrom<typeof appMachine>;
type AppContext = SnapshotFrom<typeof appMachine>['context'];
type Child<K extends 'session' | 'routes' | 'tokenRefresh' | 'layout' | 'tabs'> = AppContext[K];

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

function useChild<K extends 'session' | 'routes' | 'tokenRefresh' | 'layout' | 'tabs'>(key: K): Child<K> {
  return useSelector(useAppActor(), (s) => s.context[key]) as Child<K>;
}

export const useSessionRef = () => useChild('session');
export const useRoutesRef = () => useChild('routes');
export const useLayoutRef = () => useChild('layout');
export const useTabsRef = () => useChild('tabs');

type SnapOf<R> = R extends { getSnapshot(): infer S } ? S : never;

export function useSession<T>(selector: (s: SnapOf<Child<'session'>>) => T): T {
  return useSelector(useSessionRef(), selector as never) as T;
}
export function useLayout<T>(selector: (s: SnapOf<Child<'layout'>>) => T): T {
  return useSelector(useLayoutRef(), selector as never) as T;
}
export function useRoutesState<T>(selector: (s: SnapOf<Child<'routes'>>) => T): T {
  return useSelector(useRoutesRef(), selector as never) as T;
}
export function useTabs<T>(selector: (s: SnapOf<Child<'tabs'>>) => T): T {
  return useSelector(useTabsRef(), selector as never) as T;
}
