import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  MOBILE_BREAKPOINT,
  defaultTheme,
  layoutMachine,
  type LayoutContext,
  type LayoutEvent,
  type LayoutInput,
} from './layout.machine';
import { primaryShades } from './lib/colors';
import { countSteps, modelPlan, unreached } from './shell-model.test-support';
import type { LayoutKind } from './types';

// Model-based: paths through the layout machine (phone and desktop widths around the breakpoint,
// the layouts, the colours and the settings), replayed on an actor whose side effects write to a
// fake page; after every step the mode follows the width and the page shows what the context says.

const inputs: LayoutInput[] = [{ width: 1440 }, { width: 375, settings: { layout: 'top' } }];

const events: LayoutEvent[] = [
  ...[375, 767, 768, 1440].map((width) => ({ type: 'layout.resize' as const, width })),
  ...(['classic', 'top', 'cutMenu'] as const).map((layout) => ({
    type: 'layout.setLayout' as const,
    layout,
  })),
  { type: 'layout.setDark', isDark: true },
  { type: 'layout.setDark', isDark: false },
  { type: 'layout.setTheme', patch: { elColorPrimary: '#00aa00' } },
  { type: 'layout.setTheme', patch: { elColorPrimary: 'not a colour' } },
  { type: 'layout.set', patch: { greyMode: true } },
  { type: 'layout.set', patch: { greyMode: false, collapse: true } },
  { type: 'layout.set', patch: { isDark: true, language: 'en' } },
  { type: 'layout.set', patch: { theme: { ...defaultTheme, elColorPrimary: '#ff0000' } } },
  { type: 'layout.setLocale', locale: 'en' },
  { type: 'layout.setLocale', locale: 'zh-CN' },
  { type: 'layout.setSize', size: 'small' },
  { type: 'layout.setPageLoading', loading: true },
  { type: 'layout.reset' },
];

// a vertex: the mode, the layouts, the scheme and the primary colour; the other settings ride along
type Seen = { value: unknown; context: LayoutContext };
const vertex = ({ value, context }: Seen) =>
  JSON.stringify([
    value,
    context.layout,
    context.desktopLayout,
    context.isDark,
    context.theme.elColorPrimary,
  ]);
const coarse = ({ value, context }: Seen) => JSON.stringify([value, context.layout, context.isDark]);

const plan = modelPlan(layoutMachine, {
  inputs,
  events,
  serializeState: vertex,
  simpleSerializeState: coarse,
});

function start(input: LayoutInput) {
  const refused: string[] = [];
  const machine = layoutMachine.provide({
    actions: {
      applyColorScheme: (_, { isDark }) => {
        page.isDark = isDark;
      },
      applyLocale: (_, { locale }) => {
        page.language = locale;
      },
      applyGreyMode: (_, { greyMode }) => {
        page.greyMode = greyMode;
      },
    },
  });
  const actor = createActor(machine, { input });
  // the console applies the restored settings before it starts the actors (src/app/bootstrap.ts)
  const { isDark, language, greyMode } = actor.getSnapshot().context;
  const page = { isDark, language, greyMode };
  actor.on('layout.refused', (event) => refused.push(event.messageKey));
  return { actor: actor.start(), page, refused };
}

describe('layout: generated paths', () => {
  it('reach every state and take every transition of the machine', () => {
    expect(unreached(layoutMachine, plan)).toEqual({ states: [], transitions: [] });
    console.info(`model paths layout: ${plan.paths.length} paths, ${countSteps(plan)} steps`);
  });

  it('replay on the actor: mobile below 768, classic there, the page as the context says', () => {
    expect(plan.paths.length).toBeGreaterThan(0);
    for (const path of plan.paths) {
      const { actor, page, refused } = start(path.input);
      let width = path.input.width ?? MOBILE_BREAKPOINT;
      let desktopLayout: LayoutKind = path.input.settings?.layout ?? 'classic';
      let where = JSON.stringify(path.input);
      for (const step of path.steps) {
        const event = step.event as LayoutEvent;
        where += ` → ${JSON.stringify(event)}`;
        const before = actor.getSnapshot();
        const refusedBefore = refused.length;
        actor.send(event);
        const after = actor.getSnapshot();
        const { context } = after;
        expect({ value: after.value, context }, where).toEqual({ value: step.value, context: step.context });

        // the mode follows the last width, and a phone shows the classic layout
        if (event.type === 'layout.resize') width = event.width;
        const mobile = width < MOBILE_BREAKPOINT;
        expect([after.value, context.mobile], where).toEqual([mobile ? 'mobile' : 'desktop', mobile]);
        expect(context.layout, where).toBe(mobile ? 'classic' : context.desktopLayout);

        // a layout is chosen on a desktop, or classic anywhere; any other on a phone is refused, and
        // a refusal changes nothing but says why, once
        const refusal =
          event.type === 'layout.setLayout' && before.context.mobile && event.layout !== 'classic';
        if (event.type === 'layout.setLayout' && !refusal) desktopLayout = event.layout;
        if (event.type === 'layout.reset') desktopLayout = 'classic';
        expect(context.desktopLayout, where).toBe(desktopLayout);
        expect(refused.slice(refusedBefore), where).toEqual(refusal ? ['layout.mobileRefused'] : []);
        if (refusal) expect(context, where).toBe(before.context);

        // the shades are always those of the current primary colour in the current scheme
        expect(context.primaryShades, where).toEqual(
          primaryShades(context.theme.elColorPrimary, context.isDark),
        );
        // the page shows the scheme, the language and the grey mode of the context
        expect(page, where).toEqual({
          isDark: context.isDark,
          language: context.language,
          greyMode: context.greyMode,
        });
      }
      actor.stop();
    }
  });
});
