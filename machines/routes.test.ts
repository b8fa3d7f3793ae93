import { describe, it, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { pickPersisted, routesMachine, type RoutesInput } from './routes.machine';
import { constantRoutes, knownViews, localRoutes, serverRoutes } from './routes/fixtures';

function start(input: Partial<RoutesInput> = {}) {
  const effects = { reportMissingView: vi.fn(), notifyGenerated: vi.fn() };
  const machine = routesMachine.provide({
    actions: {
      reportMissingView: (_, params) => effects.reportMissingView(params.name),
      notifyGenerated: effects.notifyGenerated,
    },
  });
  const actor = createActor(machine, {
    input: { localRoutes, knownViews, constantRoutes, ...input },
  }).start();
  return { actor, effects, ctx: () => actor.getSnapshot().context };
}

const names = (routes: { name?: string }[]) => routes.map((route) => route.name);

describe('routes machine', () => {
  it('starts with the constant routes and nothing added', () => {
    const { ctx } = start();
    expect(ctx()).toMatchObject({
      routers: constantRoutes,
      addRouters: [],
      isAddRouters: false,
      menuTabRouters: [],
    });
  });

  it('restores the persisted state', () => {
    const persisted = {
      routers: [],
      addRouters: serverRoutes,
      isAddRouters: true,
      menuTabRouters: serverRoutes,
    };
    const { ctx } = start({ persisted });
    expect(pickPersisted(ctx())).toEqual(persisted);
  });

  it('server mode: adds the server tree, reports the missing view, appends the catch-all', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'routes.generate', mode: 'server', roleRouters: serverRoutes });
    expect(names(ctx().addRouters)).toEqual(['Inbound', 'CatchAll']);
    expect(names(ctx().addRouters[0].children ?? [])).toEqual(['InboundList']);
    expect(ctx().addRouters.at(-1)).toEqual({
      path: '/:rest*',
      name: 'CatchAll',
      redirect: '/404',
      meta: { hidden: true },
    });
    expect(names(ctx().routers)).toEqual([...names(constantRoutes), 'Inbound', 'CatchAll']);
    expect(ctx().isAddRouters).toBe(true);
    expect(effects.reportMissingView).toHaveBeenCalledTimes(1);
    expect(effects.reportMissingView).toHaveBeenCalledWith('views/Inbound/Ghost');
    expect(effects.notifyGenerated).toHaveBeenCalledTimes(1);
  });

  it('front-end mode: filters the local table by the permitted paths', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'routes.generate', mode: 'frontEnd', roleRouters: [{ path: '/dashboard/analysis' }] });
    expect(names(ctx().addRouters)).toEqual(['Dashboard', 'CatchAll']);
    expect(names(ctx().addRouters[0].children ?? [])).toEqual(['Analysis']);
  });

  it('static mode: adds the whole local table', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'routes.generate', mode: 'static', roleRouters: [] });
    expect(names(ctx().addRouters)).toEqual([...names(localRoutes), 'CatchAll']);
  });

  it('generates once per session', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'routes.generate', mode: 'static', roleRouters: [] });
    const before = actor.getSnapshot();
    actor.send({ type: 'routes.generate', mode: 'server', roleRouters: serverRoutes });
    expect(actor.getSnapshot()).toBe(before);
    expect(effects.notifyGenerated).toHaveBeenCalledTimes(1);
    expect(names(ctx().addRouters)).not.toContain('Inbound');
  });

  it('resets, keeping only the named constant routes, and can generate again', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'routes.generate', mode: 'server', roleRouters: serverRoutes });
    actor.send({ type: 'routes.setMenuTabRouters', routers: serverRoutes });
    actor.send({ type: 'routes.reset' });
    expect(ctx()).toMatchObject({ addRouters: [], isAddRouters: false, menuTabRouters: [] });
    expect(names(ctx().routers)).toEqual(['Root', 'RedirectWrap', 'Login', 'NoFind']);

    actor.send({ type: 'routes.generate', mode: 'static', roleRouters: [] });
    expect(ctx().isAddRouters).toBe(true);
    expect(effects.notifyGenerated).toHaveBeenCalledTimes(2);
  });

  it('sets the menu tab routers', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'routes.setMenuTabRouters', routers: serverRoutes });
    expect(ctx().menuTabRouters).toBe(serverRoutes);
  });

  it('logs a missing view to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const actor = createActor(routesMachine.provide({ actions: { notifyGenerated: () => {} } }), {
      input: { localRoutes, knownViews },
    }).start();
    actor.send({ type: 'routes.generate', mode: 'server', roleRouters: serverRoutes });
    expect(error).toHaveBeenCalledWith('[routes] view not found: views/Inbound/Ghost');
    error.mockRestore();
  });
});
