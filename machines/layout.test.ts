import { describe, it, expect, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  defaultSettings,
  layoutMachine,
  MOBILE_BREAKPOINT,
  pickPersisted,
  type LayoutInput,
} from './layout.machine';
import { primaryShades } from './lib/colors';

function start(input: LayoutInput = {}) {
  const effects = {
    applyColorScheme: vi.fn(),
    applyLocale: vi.fn(),
    applyGreyMode: vi.fn(),
  };
  const machine = layoutMachine.provide({
    actions: {
      applyColorScheme: (_, params) => effects.applyColorScheme(params),
      applyLocale: (_, params) => effects.applyLocale(params),
      applyGreyMode: (_, params) => effects.applyGreyMode(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  const refused: string[] = [];
  actor.on('layout.refused', (event) => refused.push(event.messageKey));
  return { actor, effects, refused, ctx: () => actor.getSnapshot().context };
}

describe('layout machine: defaults and input', () => {
  it('starts on desktop with the seed defaults', () => {
    const { actor, ctx } = start();
    expect(actor.getSnapshot().matches('desktop')).toBe(true);
    expect(ctx()).toMatchObject({ ...defaultSettings, desktopLayout: 'classic' });
    expect(ctx().theme.elColorPrimary).toBe('#409eff');
    expect(ctx().theme.leftMenuBgColor).toBe('#001529');
    expect(ctx().primaryShades).toEqual(primaryShades('#409eff'));
    expect(ctx().sizeMap).toEqual({ default: 'md', large: 'lg', small: 'sm' });
  });

  it('restores settings and merges a partial theme with the defaults', () => {
    const { ctx } = start({
      settings: {
        title: 'Mine',
        layout: 'top',
        theme: { ...defaultSettings.theme, elColorPrimary: '#ff0000' },
      },
    });
    expect(ctx()).toMatchObject({ title: 'Mine', layout: 'top', desktopLayout: 'top' });
    expect(ctx().primaryShades[6]).toBe('#ff0000');
  });

  it('starts on mobile below the breakpoint, remembering the desktop layout', () => {
    const { actor, ctx } = start({ settings: { layout: 'topLeft' }, width: MOBILE_BREAKPOINT - 1 });
    expect(actor.getSnapshot().matches('mobile')).toBe(true);
    expect(ctx()).toMatchObject({
      mobile: true,
      collapse: true,
      layout: 'classic',
      desktopLayout: 'topLeft',
    });
  });

  it('starts on desktop at exactly the breakpoint', () => {
    const { actor } = start({ width: MOBILE_BREAKPOINT });
    expect(actor.getSnapshot().matches('desktop')).toBe(true);
  });

  it('restores the desktop layout of settings stored while on mobile', () => {
    const { ctx } = start({ settings: { layout: 'classic', desktopLayout: 'cutMenu' }, width: 1280 });
    expect(ctx().layout).toBe('cutMenu');
  });
});

describe('layout machine: mobile mode', () => {
  it('enters mobile below 768 and leaves it at 768', () => {
    const { actor, ctx } = start({ settings: { layout: 'top' }, width: 1280 });
    actor.send({ type: 'layout.resize', width: 767 });
    expect(actor.getSnapshot().matches('mobile')).toBe(true);
    expect(ctx()).toMatchObject({ mobile: true, collapse: true, layout: 'classic', desktopLayout: 'top' });

    actor.send({ type: 'layout.resize', width: 500 });
    expect(ctx().desktopLayout).toBe('top');

    actor.send({ type: 'layout.resize', width: 768 });
    expect(actor.getSnapshot().matches('desktop')).toBe(true);
    expect(ctx()).toMatchObject({ mobile: false, collapse: false, layout: 'top' });
  });

  it('keeps the desktop state on a desktop resize', () => {
    const { actor } = start({ width: 1280 });
    actor.send({ type: 'layout.set', patch: { collapse: true } });
    const before = actor.getSnapshot();
    actor.send({ type: 'layout.resize', width: 1024 });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('refuses a non-classic layout on mobile and says why', () => {
    const { actor, refused, ctx } = start({ settings: { layout: 'top' }, width: 400 });
    const before = actor.getSnapshot();
    actor.send({ type: 'layout.setLayout', layout: 'topLeft' });
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(ctx().layout).toBe('classic');
    expect(refused).toEqual(['layout.mobileRefused']);
  });

  it('accepts classic on mobile, which becomes the desktop layout too', () => {
    const { actor, refused, ctx } = start({ settings: { layout: 'top' }, width: 400 });
    actor.send({ type: 'layout.setLayout', layout: 'classic' });
    expect(refused).toEqual([]);
    actor.send({ type: 'layout.resize', width: 1200 });
    expect(ctx().layout).toBe('classic');
  });

  it('sets any layout on desktop', () => {
    const { actor, refused, ctx } = start({ width: 1280 });
    actor.send({ type: 'layout.setLayout', layout: 'cutMenu' });
    expect(ctx()).toMatchObject({ layout: 'cutMenu', desktopLayout: 'cutMenu' });
    expect(refused).toEqual([]);
  });
});

describe('layout machine: settings', () => {
  it('merges a patch but ignores layout and mobile', () => {
    const { actor, ctx } = start();
    const patch = { breadcrumb: false, title: 'X', layout: 'top', mobile: true } as const;
    actor.send({ type: 'layout.set', patch });
    expect(ctx()).toMatchObject({ breadcrumb: false, title: 'X', layout: 'classic', mobile: false });
  });

  it('applies grey mode only when the patch touches it', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'layout.set', patch: { footer: false } });
    expect(effects.applyGreyMode).not.toHaveBeenCalled();
    actor.send({ type: 'layout.set', patch: { greyMode: true } });
    expect(effects.applyGreyMode).toHaveBeenCalledWith({ greyMode: true });
    expect(ctx()).toMatchObject({ greyMode: true });
  });

  it('applies the scheme and the language a settings patch changes, as their own events do', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'layout.set', patch: { isDark: true, language: 'en' } });
    expect(ctx()).toMatchObject({ isDark: true, language: 'en' });
    expect(effects.applyColorScheme).toHaveBeenCalledExactlyOnceWith({ isDark: true });
    expect(effects.applyLocale).toHaveBeenCalledExactlyOnceWith({ locale: 'en' });
    expect(effects.applyGreyMode).not.toHaveBeenCalled();
  });

  it('toggles dark mode, recomputes the shades and applies the scheme', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'layout.setDark', isDark: true });
    expect(ctx().isDark).toBe(true);
    expect(ctx().primaryShades).toEqual(primaryShades('#409eff', true));
    expect(ctx().primaryShades).not.toEqual(primaryShades('#409eff', false));
    expect(effects.applyColorScheme).toHaveBeenLastCalledWith({ isDark: true });
    actor.send({ type: 'layout.setDark', isDark: false });
    expect(effects.applyColorScheme).toHaveBeenLastCalledWith({ isDark: false });
    expect(ctx().primaryShades).toEqual(primaryShades('#409eff', false));
  });

  it('merges a theme patch and recomputes the shades', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'layout.setTheme', patch: { elColorPrimary: '#00aa00' } });
    expect(ctx().theme.elColorPrimary).toBe('#00aa00');
    expect(ctx().theme.leftMenuBgColor).toBe('#001529');
    expect(ctx().primaryShades).toEqual(primaryShades('#00aa00'));
  });

  it('sets the size, the locale and the page loading flag', () => {
    const { actor, effects, ctx } = start();
    actor.send({ type: 'layout.setSize', size: 'small' });
    actor.send({ type: 'layout.setLocale', locale: 'en' });
    actor.send({ type: 'layout.setPageLoading', loading: true });
    expect(ctx()).toMatchObject({ currentSize: 'small', language: 'en', pageLoading: true });
    expect(effects.applyLocale).toHaveBeenCalledWith({ locale: 'en' });
    actor.send({ type: 'layout.setPageLoading', loading: false });
    expect(ctx().pageLoading).toBe(false);
  });

  it('resets to the defaults on desktop', () => {
    const { actor, effects, ctx } = start({ width: 1280 });
    actor.send({ type: 'layout.setLayout', layout: 'top' });
    actor.send({ type: 'layout.setDark', isDark: true });
    actor.send({ type: 'layout.set', patch: { title: 'X', greyMode: true } });
    actor.send({ type: 'layout.reset' });
    expect(ctx()).toMatchObject({ ...defaultSettings, desktopLayout: 'classic' });
    expect(ctx().primaryShades).toEqual(primaryShades('#409eff'));
    expect(effects.applyColorScheme).toHaveBeenLastCalledWith({ isDark: false });
    expect(effects.applyGreyMode).toHaveBeenLastCalledWith({ greyMode: false });
    expect(effects.applyLocale).toHaveBeenLastCalledWith({ locale: 'zh-CN' });
  });

  it('resets but stays consistent with mobile mode', () => {
    const { actor, ctx } = start({ settings: { breadcrumb: false }, width: 400 });
    actor.send({ type: 'layout.reset' });
    expect(actor.getSnapshot().matches('mobile')).toBe(true);
    expect(ctx()).toMatchObject({ mobile: true, collapse: true, layout: 'classic', breadcrumb: true });
  });
});

describe('pickPersisted', () => {
  it('keeps everything but mobile and pageLoading', () => {
    const { actor, ctx } = start({ width: 400 });
    actor.send({ type: 'layout.setPageLoading', loading: true });
    const persisted = pickPersisted(ctx());
    expect(persisted).not.toHaveProperty('mobile');
    expect(persisted).not.toHaveProperty('pageLoading');
    expect(persisted).toMatchObject({ title: 'Outpost', desktopLayout: 'classic', layout: 'classic' });
    expect(Object.keys(persisted)).toHaveLength(Object.keys(ctx()).length - 2);
  });
});
