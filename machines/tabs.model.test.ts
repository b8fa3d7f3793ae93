import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { countSteps, modelPlan, unreached } from './shell-model.test-support';
import {
  CLOSE_KINDS,
  closeEvent,
  planClose,
  tabsMachine,
  toTab,
  type CloseKind,
  type TabsContext,
  type TabsEvent,
  type TabsInput,
} from './tabs.machine';
import type { TabRoute } from './types';

// Model-based: paths through the tabs machine (a few pages, one pinned, one that never gets a tab),
// replayed on the actor, checking after every step what the tab menu and the layout rely on.

const home: TabRoute = { path: '/home', name: 'Home', meta: { title: 'router.home', affix: true } };
const a: TabRoute = { path: '/a', name: 'A', meta: { title: 'A' } };
const b: TabRoute = { path: '/b', name: 'B', meta: { title: 'B', noCache: true } };
const hidden: TabRoute = { path: '/hidden', name: 'Hidden', meta: { title: 'H', noTagsView: true } };
const PATHS = ['/home', '/a', '/b'];

// restored, signed in, the pinned tab last (a user moved it); `tabs.clear` leads to a fresh start
const input: TabsInput = { signedIn: true, visited: [toTab(a), toTab(home)], selected: '/a' };

const events: TabsEvent[] = [
  { type: 'tabs.add', route: a },
  { type: 'tabs.add', route: b },
  { type: 'tabs.add', route: home },
  { type: 'tabs.add', route: hidden },
  ...(['close', 'closeLeft', 'closeRight', 'closeOthers'] as const).flatMap((kind) =>
    PATHS.map((path) => closeEvent(kind, path)),
  ),
  { type: 'tabs.closeAll' },
  { type: 'tabs.select', path: '/a' },
  { type: 'tabs.select', path: '/home' },
  { type: 'tabs.update', path: '/a', patch: { title: 'Changed' } },
  { type: 'tabs.setTitle', path: '/b', title: 'Order 7' },
  { type: 'tabs.setTitle', path: '/home', title: 'My desk' },
  { type: 'tabs.refresh', path: '/a' },
  { type: 'tabs.move', from: 0, to: 1 },
  { type: 'tabs.initAffix', tabs: [home] },
  { type: 'tabs.signedIn' },
  { type: 'tabs.clear' },
];

// A vertex: the tabs in order and pinned or not, the selection, signed in, and which titles wait for
// their tab; titles, addresses and refresh keys ride along in the walks. Simple paths are left out:
// this graph, dense with self-loops, has hundreds of thousands; the walks take every edge.
type Seen = { context: TabsContext };
const vertex = ({ context }: Seen) =>
  JSON.stringify([
    context.visited.map((tab) => [tab.path, tab.meta.affix]),
    context.selected,
    context.signedIn,
    Object.keys(context.pendingTitles),
  ]);

const plan = modelPlan(tabsMachine, { inputs: [input], events, serializeState: vertex });

const closeKindOf = (event: TabsEvent): CloseKind | undefined =>
  CLOSE_KINDS.find((kind) => event.type === `tabs.${kind}`);

const checked = new Set<string>();

/** What holds in every context of the tabs, whatever led to it (checked once per distinct context). */
function checkState(snapshot: SnapshotFrom<typeof tabsMachine>, where: string) {
  const { context } = snapshot;
  const key = JSON.stringify(context);
  if (checked.has(key)) return;
  checked.add(key);
  const paths = context.visited.map((tab) => tab.path);
  expect(new Set(paths).size, where).toBe(paths.length);
  if (context.selected !== undefined) expect(paths, where).toContain(context.selected);
  expect(
    context.visited.filter((tab) => tab.meta.noTagsView === true),
    where,
  ).toEqual([]);
  // a title waits only for a tab that is not open yet
  expect(
    Object.keys(context.pendingTitles).filter((path) => paths.includes(path)),
    where,
  ).toEqual([]);
  // the menu's answer is the plan's: an item is enabled exactly when its close would close a tab
  for (const kind of CLOSE_KINDS) {
    for (const path of [...paths, '/nowhere']) {
      const closes = planClose(context, kind, path).closing.length > 0;
      expect(snapshot.can(closeEvent(kind, path)), `${where}: can ${kind} ${path}`).toBe(closes);
    }
  }
}

describe('tabs: generated paths', () => {
  it('reach every transition of the machine', () => {
    expect(unreached(tabsMachine, plan)).toEqual({ states: [], transitions: [] });
    console.info(`model paths tabs: ${plan.paths.length} paths, ${countSteps(plan)} steps`);
  });

  it('replay on the actor: pinned tabs stay, closes apply their plan, the selection is an open tab', () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      const actor = createActor(tabsMachine, { input: path.input }).start();
      let where = 'restored [/a, /home]';
      checkState(actor.getSnapshot(), where);
      for (const step of path.steps) {
        const event = step.event as TabsEvent;
        where += ` → ${JSON.stringify(event)}`;
        const before = actor.getSnapshot().context;
        actor.send(event);
        const after = actor.getSnapshot();
        expect(after.context, where).toEqual(step.context);
        checkState(after, where);

        // pinned tabs are never closed but by a signed-out close-all, or by clearing the tabs
        const emptied = event.type === 'tabs.clear' || (event.type === 'tabs.closeAll' && !before.signedIn);
        if (!emptied) {
          const pinned = before.visited.filter((tab) => tab.meta.affix === true).map((tab) => tab.path);
          const stillPinned = after.context.visited
            .filter((tab) => tab.meta.affix === true)
            .map((tab) => tab.path);
          expect(stillPinned, where).toEqual(expect.arrayContaining(pinned));
        }
        // a close does what the menu was told it would, and forgets the closed tabs' refresh keys
        const kind = closeKindOf(event);
        if (kind !== undefined) {
          const told = planClose(before, kind, 'path' in event ? event.path : undefined);
          expect({ visited: after.context.visited, selected: after.context.selected }, where).toEqual({
            visited: told.visited,
            selected: told.selected,
          });
          expect(
            Object.keys(after.context.refreshKeys).filter((key) => told.closing.includes(key)),
            where,
          ).toEqual([]);
        }
      }
      actor.stop();
    }
  });
});
