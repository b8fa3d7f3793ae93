import { useLayoutEffect, useMemo, useRef } from 'react';
import type { OutboundOrder } from '@/api/business/types/documents';
import type { ActionSpec } from '@/views/Business/shared/action-spec';
import type { ActionButtonsApi } from '@/views/Business/shared/use-document-actions';

/** What the chart's answer for a row depends on: its state and the facts its guards read. */
const factsOf = (order: OutboundOrder) => `${order.status}|${order.exceptionReason ?? ''}`;

/**
 * The row actions as the table's columns hold them: one object while no action runs (so a filter
 * change does not re-render every row before the new rows come), calling the latest hook's answers;
 * a new one when the running action changes, so the rows show its spinner. The chart is asked once
 * per state and facts while the hook's own answer (role, permissions) stands.
 */
export function useStableRowActions(
  actions: ActionButtonsApi<OutboundOrder>,
): ActionButtonsApi<OutboundOrder> {
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const { actionsFor, blockersFor, running } = actions;
  const answers = useMemo((): Omit<ActionButtonsApi<OutboundOrder>, 'running'> => {
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
  }, [actionsFor, blockersFor]);
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
