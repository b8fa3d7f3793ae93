import type { AppActor } from '@/app/actor-context';

const running = new Set<AppActor>();

/** Remembers a console rendered by a test (renderApp), to be stopped when the test ends. */
export function trackConsole(actor: AppActor) {
  running.add(actor);
}

/**
 * Stops the consoles rendered since the last call (vitest.setup.ts, after their React trees are
 * unmounted). The files of a worker share one window: a console left running would go on hearing
 * the next tests' sessions across "tabs" and writing them into the shared storage.
 */
export function stopRenderedConsoles() {
  for (const actor of running) actor.stop();
  running.clear();
}
