import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { routesMachine, type RoutesContext, type RoutesEvent, type RoutesInput } from './routes.machine';
import { CATCH_ALL_ROUTE, KEPT_ROUTE_NAMES } from './routes/constants';
import { constantRoutes, knownViews, localRoutes, serverRoutes } from './routes/fixtures';
import { generateRoutes } from './routes/generate';
import { countSteps, modelPlan, unreached } from './shell-model.test-support';

// Model-based: paths through the routes machine (generation in each mode, resets, menu tabs),
// replayed on the actor; after every step the routes are the constant ones plus at most one
// generation, and a second generation of the same session is refused.

const base = { localRoutes, knownViews, constantRoutes };
const generated = generateRoutes({
  mode: 'server',
  roleRouters: serverRoutes,
  localRoutes,
  knownViews,
}).routes;
const inputs: RoutesInput[] = [
  base,
  // restored after a reload: generated already
  {
    ...base,
    persisted: {
      routers: [...constantRoutes, ...generated],
      addRouters: generated,
      isAddRouters: true,
      menuTabRouters: [],
    },
  },
];

const generateEvents: Array<Extract<RoutesEvent, { type: 'routes.generate' }>> = [
  { type: 'routes.generate', mode: 'server', roleRouters: serverRoutes },
  { type: 'routes.generate', mode: 'frontEnd', roleRouters: [{ path: '/dashboard/analysis' }] },
  { type: 'routes.generate', mode: 'static', roleRouters: [] },
];
const events: RoutesEvent[] = [
  ...generateEvents,
  { type: 'routes.reset' },
  { type: 'routes.setMenuTabRouters', routers: serverRoutes },
];

type Seen = { context: RoutesContext };
const names = (routes: RoutesContext['routers']) => routes.map((route) => route.name);
const vertex = ({ context }: Seen) =>
  JSON.stringify([
    names(context.routers),
    names(context.addRouters),
    context.isAddRouters,
    context.menuTabRouters.length,
  ]);

// the machine as a model: telling the parent and the console is the replay's to check
const model = routesMachine.provide({ actions: { notifyGenerated: () => {}, reportMissingView: () => {} } });
const plan = modelPlan(model, { inputs, events, serializeState: vertex, simpleSerializeState: vertex });

function start(input: RoutesInput) {
  const told = { generated: 0, missing: [] as string[] };
  const machine = routesMachine.provide({
    actions: {
      notifyGenerated: () => {
        told.generated += 1;
      },
      reportMissingView: (_, { name }) => told.missing.push(name),
    },
  });
  return { actor: createActor(machine, { input }).start(), told };
}

describe('routes: generated paths', () => {
  it('reach every transition of the machine', () => {
    expect(unreached(routesMachine, plan)).toEqual({ states: [], transitions: [] });
    console.info(`model paths routes: ${plan.paths.length} paths, ${countSteps(plan)} steps`);
  });

  it('replay on the actor: once per session, the constant routes kept, the catch-all last', () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      const { actor, told } = start(path.input);
      let where = path.input.persisted ? 'restored' : 'fresh';
      for (const step of path.steps) {
        const event = step.event as RoutesEvent;
        where += ` → ${event.type}${'mode' in event ? ` ${event.mode}` : ''}`;
        const before = { generated: told.generated, missing: told.missing.length };
        actor.send(event);
        const after = actor.getSnapshot();
        const { context } = after;
        expect(context, where).toEqual(step.context);

        // added routes and the catch-all come and go together
        expect(context.addRouters.length > 0, where).toBe(context.isAddRouters);
        expect(
          [context.routers.at(-1) === CATCH_ALL_ROUTE, context.addRouters.at(-1) === CATCH_ALL_ROUTE],
          where,
        ).toEqual([context.isAddRouters, context.isAddRouters]);
        // a generation tells the root once, and adds its routes after all the constant ones
        const generation = event.type === 'routes.generate';
        expect(told.generated - before.generated, where).toBe(generation ? 1 : 0);
        if (!generation) expect(told.missing.length, where).toBe(before.missing);
        if (generation) expect(context.routers, where).toEqual([...constantRoutes, ...context.addRouters]);
        // a reset keeps only the named constant routes and forgets the menu tabs
        if (event.type === 'routes.reset') {
          expect(context.routers, where).toEqual(
            constantRoutes.filter(
              (route) => route.name !== undefined && KEPT_ROUTE_NAMES.includes(route.name),
            ),
          );
          expect(context.menuTabRouters, where).toEqual([]);
        }
        // once per session: while the routes are added, any further generation is refused as a whole
        if (context.isAddRouters) {
          for (const again of generateEvents) {
            actor.send(again);
            expect(actor.getSnapshot(), `${where} → again ${again.mode}`).toBe(after);
          }
          expect(told.generated - before.generated, where).toBe(generation ? 1 : 0);
        }
      }
      actor.stop();
    }
  });
});
