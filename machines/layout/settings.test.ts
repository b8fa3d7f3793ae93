import { describe, it, expect } from 'vitest';
import {
  defaultSettings,
  initialContext,
  isMobileWidth,
  pickPersisted,
  toDesktop,
  toMobile,
} from './settings';

describe('layout settings helpers', () => {
  it('puts the breakpoint at 768', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('toMobile remembers the desktop layout once, toDesktop restores it', () => {
    const desktop = initialContext({ layout: 'top' }, false);
    const mobile = toMobile(desktop);
    expect(mobile).toMatchObject({ mobile: true, collapse: true, layout: 'classic', desktopLayout: 'top' });
    expect(toMobile(mobile).desktopLayout).toBe('top');
    expect(toDesktop(mobile)).toMatchObject({ mobile: false, collapse: false, layout: 'top' });
  });

  it('initialContext ignores stored mobile and pageLoading flags', () => {
    const context = initialContext({ title: 'T' }, false);
    expect(context).toMatchObject({ ...defaultSettings, title: 'T', mobile: false, pageLoading: false });
    expect(context.primaryShades).toHaveLength(10);
  });

  it('pickPersisted drops mobile and pageLoading only', () => {
    const persisted = pickPersisted(initialContext(undefined, true));
    expect('mobile' in persisted || 'pageLoading' in persisted).toBe(false);
    expect(persisted.desktopLayout).toBe('classic');
    expect(persisted.primaryShades).toHaveLength(10);
  });
});
