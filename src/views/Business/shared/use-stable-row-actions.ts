import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ActionSpec } from './action-spec';
import type { ActionButtonsApi } from './use-document-actions';

/**
 * The row actions as a long list's columns hold them: one object while no action runs (so a filter
 * change does not re-render every row before the new rows come), calling the latest hook's answers;
 * a new one when the running action changes, so the rows show its spinner. The chart is asked once
 * per `factsOf(doc)` (what its answer depends on: the state and the facts its guards read) while the
 * hook's own answer (role, permissions) stands.
 */
export function useStableRowActions<D>(
  actions: ActionButtonsApi<D>,
  factsOf: (doc: D) => string,
): ActionButtonsApi<D> {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const { actionsFor, blockersFor, running } = actions;
  const answers = useMemo((): Omit<ActionButtonsApi<D>, 'running'> => {
    const offered = new Map<string, ActionSpec[]>();
    const blocked = new Map<string, string[]>();
    return {
      actionsFor: (order) => {
        const key = factsOf(order);
        const known = offered.get(key);
        if (known) return known;
        const answer = actionsFor(order);
        offered.set(key, answer);
        return answer;
      },
      blockersFor: (order, spec) => {
        const key = `${factsOf(order)}|${spec.event}`;
        const known = blocked.get(key);
        if (known) return known;
        const answer = blockersFor(order, spec);
        blocked.set(key, answer);
        return answer;
      },
      bulkActionsFor: (orders) => latest.current.bulkActionsFor(orders),
      start: (order, spec) => latest.current.start(order, spec),
      startBulk: (orders, spec) => latest.current.startBulk(orders, spec),
      get dialog() {
        return latest.current.dialog;
      },
    };
  }, [actionsFor, blockersFor, factsOf]);
  return useMemo(
    () => ({
      actionsFor: answers.actionsFor,
      blockersFor: answers.blockersFor,
      bulkActionsFor: answers.bulkActionsFor,
      start: answers.start,
      startBulk: answers.startBulk,
      running,
      get dialog() {
        return answers.dialog;
      },
    }),
    [answers, running],
  );
}
