import { describe, it, expect } from 'vitest';
import { createActor } from 'xstate';
import {
  CLOSE_KINDS,
  cachedPaths,
  closeEvent,
  nextAfterClose,
  pickPersisted,
  planClose,
  tabsMachine,
  toTab,
  type TabsInput,
} from './tabs.machine';
import type { TabRoute } from './types';

const home: TabRoute = {
  path: '/dashboard/workplace',
  name: 'Workplace',
  meta: { title: 'router.workplace', affix: true },
};
const a: TabRoute = { path: '/a', name: 'A', meta: { title: 'A' } };
const b: TabRoute = { path: '/b', name: 'B', meta: { title: 'B', noCache: true } };
const c: TabRoute = { path: '/c', name: 'C', meta: { title: 'C' } };
const d: TabRoute = { path: '/d', name: 'D', meta: { title: 'D' } };

function start(input: TabsInput = {}) {
  const actor = createActor(tabsMachine, { input }).start();
  return {
    actor,
    ctx: () => actor.getSnapshot().context,
    paths: () => actor.getSnapshot().context.visited.map((t) => t.path),
  };
}

/** Signed in, with tabs home (affix), a, b, c, d open. */
function withFive() {
  const t = start({ signedIn: true, visited: [toTab(home), toTab(a), toTab(b), toTab(c), toTab(d)] });
  t.actor.send({ type: 'tabs.select', path: '/c' });
  return t;
}

describe('tabs machine: adding', () => {
  it('adds a tab identified by path, titled from meta, and selects it', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'tabs.add', route: { ...a, fullPath: '/a?x=1' } });
    expect(ctx().visited).toEqual([
      { path: '/a', fullPath: '/a?x=1', name: 'A', title: 'A', meta: { title: 'A' } },
    ]);
    expect(ctx().selected).toBe('/a');
  });

  it('titles a tab without meta.title "no-name"', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'tabs.add', route: { path: '/x' } });
    expect(ctx().visited[0].title).toBe('no-name');
    expect(ctx().visited[0].fullPath).toBe('/x');
  });

  it('ignores routes marked noTagsView', () => {
    const { actor } = start({ visited: [toTab(a)], selected: '/a' });
    const before = actor.getSnapshot();
    actor.send({ type: 'tabs.add', route: { path: '/example/add', meta: { noTagsView: true } } });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('does not duplicate a path; it updates fullPath and selects it', () => {
    const { actor, ctx, paths } = start();
    actor.send({ type: 'tabs.add', route: a });
    actor.send({ type: 'tabs.add', route: c });
    actor.send({ type: 'tabs.add', route: { ...a, fullPath: '/a?page=2' } });
    expect(paths()).toEqual(['/a', '/c']);
    expect(ctx().visited[0].fullPath).toBe('/a?page=2');
    expect(ctx().selected).toBe('/a');
  });
});

describe('tabs machine: closing', () => {
  it('closes one tab and selects its right neighbour', () => {
    const { actor, ctx, paths } = withFive();
    actor.send({ type: 'tabs.close', path: '/c' });
    expect(paths()).toEqual(['/dashboard/workplace', '/a', '/b', '/d']);
    expect(ctx().selected).toBe('/d');
  });

  it('selects the left neighbour when the last tab is closed', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.select', path: '/d' });
    actor.send({ type: 'tabs.close', path: '/d' });
    expect(ctx().selected).toBe('/c');
  });

  it('keeps the selection when another tab is closed', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.close', path: '/a' });
    expect(ctx().selected).toBe('/c');
  });

  it('refuses to close an affix tab or an unknown one', () => {
    const { actor } = withFive();
    const before = actor.getSnapshot();
    actor.send({ type: 'tabs.close', path: '/dashboard/workplace' });
    actor.send({ type: 'tabs.close', path: '/nowhere' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('close-all keeps only affix tabs when signed in', () => {
    const { actor, ctx, paths } = withFive();
    actor.send({ type: 'tabs.closeAll' });
    expect(paths()).toEqual(['/dashboard/workplace']);
    expect(ctx().selected).toBe('/dashboard/workplace');
  });

  it('close-all empties the list when signed out', () => {
    const { actor, ctx } = start({ visited: [toTab(home), toTab(a)], selected: '/a' });
    actor.send({ type: 'tabs.closeAll' });
    expect(ctx().visited).toEqual([]);
    expect(ctx().selected).toBeUndefined();
  });

  it('close-others keeps affix tabs and the given one, which becomes selected', () => {
    const { actor, ctx, paths } = withFive();
    actor.send({ type: 'tabs.closeOthers', path: '/b' });
    expect(paths()).toEqual(['/dashboard/workplace', '/b']);
    expect(ctx().selected).toBe('/b');
  });

  it('close-left keeps affix tabs and the tabs from the given one on', () => {
    const { actor, ctx, paths } = withFive();
    actor.send({ type: 'tabs.closeLeft', path: '/c' });
    expect(paths()).toEqual(['/dashboard/workplace', '/c', '/d']);
    expect(ctx().selected).toBe('/c');
  });

  it('close-right keeps affix tabs and moves the selection to the given tab when it went', () => {
    const { actor, ctx, paths } = withFive();
    actor.send({ type: 'tabs.closeRight', path: '/a' });
    expect(paths()).toEqual(['/dashboard/workplace', '/a']);
    expect(ctx().selected).toBe('/a');
  });

  it('affix tabs survive close-right even when they sit to the right', () => {
    const { actor, paths } = start({ signedIn: true, visited: [toTab(a), toTab(home), toTab(c)] });
    actor.send({ type: 'tabs.closeRight', path: '/a' });
    expect(paths()).toEqual(['/a', '/dashboard/workplace']);
  });

  it.each(['tabs.closeOthers', 'tabs.closeLeft', 'tabs.closeRight'] as const)(
    'refuses %s for a path that is not open',
    (type) => {
      const { actor } = withFive();
      const before = actor.getSnapshot();
      actor.send({ type, path: '/nowhere' });
      expect(actor.getSnapshot()).toBe(before);
    },
  );
});

describe('tabs machine: answering which closes are possible', () => {
  it('refuses a close that would close nothing, and says so through snapshot.can', () => {
    const { actor } = withFive();
    const refused = [
      closeEvent('closeLeft', '/a'),
      closeEvent('closeRight', '/d'),
      closeEvent('close', '/dashboard/workplace'),
    ];
    for (const event of refused) {
      const before = actor.getSnapshot();
      expect(before.can(event)).toBe(false);
      actor.send(event);
      expect(actor.getSnapshot()).toBe(before);
    }
    expect(actor.getSnapshot().can(closeEvent('closeLeft', '/b'))).toBe(true);
    expect(actor.getSnapshot().can(closeEvent('closeRight', '/c'))).toBe(true);
  });

  it('refuses close-all and close-others when, signed in, only pinned tabs are open', () => {
    const { actor } = start({ signedIn: true, visited: [toTab(home)], selected: '/dashboard/workplace' });
    const before = actor.getSnapshot();
    expect(before.can(closeEvent('closeAll', '/dashboard/workplace'))).toBe(false);
    expect(before.can(closeEvent('closeOthers', '/dashboard/workplace'))).toBe(false);
    actor.send({ type: 'tabs.closeAll' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('applies exactly the plan it answers with, for every close of every tab', () => {
    const visited = [toTab(a), toTab(home), toTab(b), toTab(c), toTab(d)];
    for (const signedIn of [true, false]) {
      for (const kind of CLOSE_KINDS) {
        for (const path of [...visited.map((t) => t.path), '/nowhere']) {
          const { actor, ctx } = start({ signedIn, visited, selected: '/c' });
          const plan = planClose(ctx(), kind, path);
          expect(actor.getSnapshot().can(closeEvent(kind, path))).toBe(plan.closing.length > 0);
          actor.send(closeEvent(kind, path));
          expect({ visited: ctx().visited, selected: ctx().selected }).toEqual({
            visited: plan.visited,
            selected: plan.selected,
          });
        }
      }
    }
  });

  it('forgets the refresh keys of the tabs it closes', () => {
    const { actor, ctx } = withFive();
    for (const path of ['/a', '/b', '/c']) actor.send({ type: 'tabs.refresh', path });
    actor.send({ type: 'tabs.closeLeft', path: '/c' });
    expect(ctx().refreshKeys).toEqual({ '/c': 1 });
    actor.send({ type: 'tabs.close', path: '/c' });
    expect(ctx().refreshKeys).toEqual({});
  });
});

describe('tabs machine: editing', () => {
  it('updates a tab but never its path', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.update', path: '/a', patch: { fullPath: '/a?q=1', title: 'Changed' } });
    expect(ctx().visited[1]).toMatchObject({ path: '/a', fullPath: '/a?q=1', title: 'Changed' });
  });

  it('sets a title', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.setTitle', path: '/b', title: 'Order 42' });
    expect(ctx().visited[2].title).toBe('Order 42');
  });

  it('keeps a title set before the tab exists and applies it once, when the tab is added', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.setTitle', path: '/later', title: 'Order 7' });
    expect(ctx().visited.some((tab) => tab.path === '/later')).toBe(false);
    actor.send({ type: 'tabs.add', route: { path: '/later', name: 'Later', meta: { title: 'x' } } });
    expect(ctx().visited.find((tab) => tab.path === '/later')?.title).toBe('Order 7');
    actor.send({ type: 'tabs.close', path: '/later' });
    actor.send({ type: 'tabs.add', route: { path: '/later', name: 'Later', meta: { title: 'x' } } });
    expect(ctx().visited.find((tab) => tab.path === '/later')?.title).toBe('x');
  });

  it('selects an open tab and refuses an unknown one', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.select', path: '/a' });
    expect(ctx().selected).toBe('/a');
    actor.send({ type: 'tabs.select', path: '/nowhere' });
    expect(ctx().selected).toBe('/a');
  });

  it('bumps the refresh key of a path', () => {
    const { actor, ctx } = withFive();
    actor.send({ type: 'tabs.refresh', path: '/a' });
    actor.send({ type: 'tabs.refresh', path: '/a' });
    expect(ctx().refreshKeys).toEqual({ '/a': 2 });
  });

  it('moves a tab by index and refuses an out-of-range move', () => {
    const { actor, paths } = withFive();
    actor.send({ type: 'tabs.move', from: 4, to: 1 });
    expect(paths()).toEqual(['/dashboard/workplace', '/d', '/a', '/b', '/c']);
    const before = actor.getSnapshot();
    actor.send({ type: 'tabs.move', from: 0, to: 5 });
    actor.send({ type: 'tabs.move', from: -1, to: 0 });
    expect(actor.getSnapshot()).toBe(before);
  });
});

describe('tabs machine: session', () => {
  it('adds affix tabs at the front without duplicates', () => {
    const other: TabRoute = { path: '/pinned', name: 'Pinned', meta: { title: 'P', affix: true } };
    const { actor, ctx, paths } = start({
      visited: [toTab(a), { ...toTab(home), meta: { title: 'router.workplace' } }],
    });
    actor.send({ type: 'tabs.initAffix', tabs: [home, other, other] });
    expect(paths()).toEqual(['/pinned', '/a', '/dashboard/workplace']);
    expect(ctx().visited.find((t) => t.path === '/dashboard/workplace')?.meta.affix).toBe(true);
  });

  it('gives a pinned tab the title its page set before the tab existed, once', () => {
    const { actor, ctx } = start({ signedIn: true });
    actor.send({ type: 'tabs.setTitle', path: '/dashboard/workplace', title: 'My desk' });
    actor.send({ type: 'tabs.initAffix', tabs: [home] });
    expect(ctx().visited.map((t) => [t.path, t.title])).toEqual([['/dashboard/workplace', 'My desk']]);
    expect(ctx().pendingTitles).toEqual({});
  });

  it('marks signed in, and clears everything on clear', () => {
    const { actor, ctx } = start({ visited: [toTab(a)], selected: '/a' });
    actor.send({ type: 'tabs.signedIn' });
    expect(ctx().signedIn).toBe(true);
    actor.send({ type: 'tabs.refresh', path: '/a' });
    actor.send({ type: 'tabs.setTitle', path: '/not-yet', title: 'Pending' });
    actor.send({ type: 'tabs.clear' });
    expect(ctx()).toEqual({
      visited: [],
      selected: undefined,
      signedIn: false,
      refreshKeys: {},
      pendingTitles: {},
    });
  });
});

describe('tabs helpers', () => {
  it('cachedPaths leaves out noCache tabs', () => {
    expect(cachedPaths({ visited: [toTab(home), toTab(a), toTab(b)] })).toEqual([
      '/dashboard/workplace',
      '/a',
    ]);
  });

  it('nextAfterClose prefers the right neighbour, then the left, then none', () => {
    const tabs = [toTab(a), toTab(b), toTab(c)];
    expect(nextAfterClose(tabs, '/b')?.path).toBe('/c');
    expect(nextAfterClose(tabs, '/c')?.path).toBe('/b');
    expect(nextAfterClose([toTab(a)], '/a')).toBeUndefined();
    expect(nextAfterClose(tabs, '/nowhere')).toBeUndefined();
  });

  it('toTab keeps only the tab meta fields', () => {
    const tab = toTab({ path: '/x', meta: { title: 'X', hidden: true, permission: ['add'], noCache: true } });
    expect(tab.meta).toEqual({ title: 'X', noCache: true });
  });

  it('pickPersisted keeps visited and selected', () => {
    const { ctx } = withFive();
    expect(pickPersisted(ctx())).toEqual({ visited: ctx().visited, selected: '/c' });
  });
});
