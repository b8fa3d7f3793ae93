import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  open,
  signIn,
  storage,
  sharedBrowser,
  transitionsEnded,
  waitForHash,
  withoutFocusRing,
  type Journey,
} from './support/browser';
import { MOCK_WRONG_CREDENTIALS_ZH, startingWith, zh } from './support/messages';
const browser = sharedBrowser();

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

/**
 * What has the keyboard's focus: its name, whether it shows where the focus is (withoutFocusRing) and
 * the dialog it is in.
 */
async function focused(page: Page) {
  const about = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { has: false, name: '', dialog: '' };
    const dialog = element.closest('[role="dialog"]');
    const title = dialog?.getAttribute('aria-labelledby');
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    return {
      has: true,
      name: element.getAttribute('aria-label') ?? label ?? element.textContent?.trim() ?? '',
      dialog:
        (title && document.getElementById(title)?.textContent) || dialog?.getAttribute('aria-label') || '',
    };
  });
  const missing = await page.locator(':focus').evaluateAll(withoutFocusRing, false);
  return { name: about.name, ring: about.has && missing.length === 0, dialog: about.dialog };
}

async function signedIn(journey: Journey, username = 'admin', password = username) {
  await journey.page.goto(BASE_URL);
  await waitForHash(journey.page, '#/login?redirect=/dashboard/workplace');
  await signIn(journey.page, username, password);
  await waitForHash(journey.page, '#/dashboard/workplace');
  await journey.page.getByRole('heading', { level: 2 }).first().waitFor();
}

describe('the classic shell in Chromium', () => {
  it('(a) a signed-out visit lands on sign-in with the redirect, and signing in opens it', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(BASE_URL);
    await waitForHash(page, '#/login?redirect=/dashboard/workplace');
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await journey.shot('a1-sign-in');

    await signIn(page, 'admin', 'wrong');
    await expect(
      page.getByRole('alert').filter({ hasText: MOCK_WRONG_CREDENTIALS_ZH }).textContent(),
    ).resolves.toContain(MOCK_WRONG_CREDENTIALS_ZH);
    await journey.shot('a2-wrong-password');

    await page.getByLabel(startingWith(zh('login.password'))).fill('admin');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /Administrator/ }).waitFor();
    expect(await page.title()).toBe(`${zh('router.workplace')} - ${zh('app.name')}`);
    await journey.shot('a3-workplace');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(b) opening /login while signed in goes home', async () => {
    const journey = await open(browser());
    await signedIn(journey);
    await journey.page.goto(`${BASE_URL}#/login`);
    await waitForHash(journey.page, '#/dashboard/workplace');
    await journey.shot('b1-login-while-signed-in');
    await journey.context.close();
  });

  it('(c) an unknown path shows the 404 page', async () => {
    const journey = await open(browser());
    await signedIn(journey);
    await journey.page.goto(`${BASE_URL}#/no/such/page`);
    await waitForHash(journey.page, '#/404');
    await journey.page.getByRole('heading', { name: zh('error.page.404.title') }).waitFor();
    await journey.shot('c1-not-found');
    await journey.page.getByRole('link', { name: zh('error.page.home') }).click();
    await waitForHash(journey.page, '#/dashboard/workplace');
    // the redirect helper re-enters the path it carries
    await journey.page.goto(`${BASE_URL}#/redirect/level/menu2`);
    await waitForHash(journey.page, '#/level/menu2');
    await journey.page.getByRole('heading', { name: zh('router.menu2') }).waitFor();
    await journey.context.close();
  });

  it('(d) English survives a reload, with <html lang="en">', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.getByRole('button', { name: zh('header.language') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: /Administrator/ }).waitFor();
    await page.getByText('Where to go').waitFor();
    await page.reload();
    await page.getByText('Where to go').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    expect(await page.title()).toBe('Workplace - Outpost');
    await journey.shot('d1-english-after-reload');
    await journey.context.close();
  });

  it('(e) sign-out asks first: cancel keeps the session, OK returns to sign-in and clears the tokens', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    const openLogout = async () => {
      await page.getByRole('button', { name: zh('header.userMenu') }).click();
      await page.getByRole('menuitem', { name: zh('common.loginOut') }).click();
      const dialog = page.getByRole('dialog', { name: zh('common.reminder') });
      await dialog.waitFor();
      await transitionsEnded(dialog);
    };
    await openLogout();
    await journey.shot('e1-confirm');
    await page.getByRole('button', { name: zh('common.cancel') }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(hashOf(page)).toBe('#/dashboard/workplace');
    expect(await storage(page, 'outpost.session')).toMatchObject({ token: expect.stringMatching(/.+/) });

    await openLogout();
    await page.getByRole('button', { name: zh('common.ok') }).click();
    await waitForHash(page, '#/login');
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    const session = (await storage(page, 'outpost.session')) as Record<string, unknown>;
    expect(session).toMatchObject({ token: '', refreshToken: '', roleRouters: [] });
    expect(session.userInfo).toBeUndefined();
    expect(await storage(page, 'outpost.tabs')).toMatchObject({ visited: [] });
    await journey.shot('e2-signed-out');
    await journey.context.close();
  });

  it('(f) an expired access token is refreshed once and the page still loads', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    const before = (await storage(page, 'outpost.session')) as { token: string; refreshToken: string };
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('connect/token') &&
        (request.postData() ?? '').includes('grant_type=refresh_token')
      ) {
        refreshes.push(request.url());
      }
    });
    await page.evaluate(() =>
      (
        window as unknown as { __outpostMock: { expireAccessTokens(): Promise<number> } }
      ).__outpostMock.expireAccessTokens(),
    );
    await page.goto(`${BASE_URL}#/personal/personal-center`);
    await page.getByRole('cell', { name: 'admin@outpost.example' }).waitFor();
    const after = (await storage(page, 'outpost.session')) as { token: string; refreshToken: string };
    expect(refreshes).toHaveLength(1);
    expect(after.token).not.toBe(before.token);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(hashOf(page)).toBe('#/personal/personal-center');
    await journey.shot('f1-refreshed');
    await journey.context.close();
  });

  it('(h) the breadcrumb’s first item and a bare parent path lead to real pages', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.goto(`${BASE_URL}#/dashboard/analysis`);
    const trail = page.getByLabel(zh('header.breadcrumb'), { exact: true });
    const first = trail.getByRole('link', { name: zh('router.dashboard') });
    expect(await first.getAttribute('href')).toBe('#/dashboard/workplace');
    await journey.shot('h1-breadcrumb-on-analysis');
    await first.click();
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /Administrator/ }).waitFor();
    // a parent's own path goes where its breadcrumb item leads, not to an endless loader
    await page.goto(`${BASE_URL}#/authorization`);
    await waitForHash(page, '#/authorization/user');
    await page.getByRole('tab', { name: zh('router.user'), selected: true }).waitFor();
    await journey.shot('h2-parent-path');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(i) from the keyboard: a visible focus ring; dialogs keep the focus inside and give it back', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    // the header's settings button, reached with Tab as a keyboard user would
    await page.getByRole('button', { name: zh('header.darkMode') }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ name: zh('settings.title'), ring: true, dialog: '' });
    await journey.shot('i1-focus-ring');

    // the settings drawer: Tab and Shift+Tab go round inside it, Escape gives the focus back
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: zh('settings.title') }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
    for (const key of [...Array<string>(40).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const at = await focused(page);
      expect(at.dialog, `${key} left the drawer for ${at.name}`).toBe(zh('settings.title'));
      expect(at.ring, `no focus ring on ${at.name}`).toBe(true);
    }
    await journey.shot('i2-drawer-focus');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (name) => document.activeElement?.getAttribute('aria-label') === name,
      zh('settings.title'),
    );

    // the sign-out question, opened from the account menu: the focus stays in it, then returns to the menu's button
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toContain(zh('header.userMenu'));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.getByRole('menuitem', { name: zh('common.loginOut') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: zh('common.reminder') }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).dialog).toBe(zh('common.reminder'));
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (name) => document.activeElement?.textContent?.includes(name),
      zh('header.userMenu'),
      { timeout: 5000 },
    );
    expect(hashOf(page)).toBe('#/dashboard/workplace');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(j) what signing in needs loads while the person types: the page has none, the press fetches none', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // the session's calls, the shell, the loaders of the console's pages and the page the sign-in
    // lands on (home: the workplace)
    const signInCode = /\/assets\/(authorization|permission|shell|console|Workplace)-[^/]+\.js$/;
    await page.goto(`${BASE_URL}#/login`);
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => signInCode.test(url))).toEqual([]);
    const workplaceCode = page.waitForResponse((response) =>
      /\/assets\/Workplace-[^/]+\.js$/.test(response.url()),
    );
    await page.getByRole('textbox', { name: zh('login.username') }).fill('admin');
    await page.getByLabel(startingWith(zh('login.password'))).fill('admin');
    await workplaceCode;
    await page.waitForLoadState('networkidle');
    const fetched = scripts.map((url) => signInCode.exec(url)?.[1]).filter(Boolean);
    expect(new Set(fetched)).toEqual(
      new Set(['authorization', 'permission', 'shell', 'console', 'Workplace']),
    );

    const typed = scripts.length;
    await page.getByRole('button', { name: zh('login.submit') }).click();
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /Administrator/ }).waitFor();
    expect(scripts.slice(typed).filter((url) => signInCode.test(url))).toEqual([]);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(g) at 375 px the layout is classic and the menu is a drawer', async () => {
    const journey = await open(browser(), { width: 375, height: 740 });
    const { page } = journey;
    await signedIn(journey);
    expect(await page.locator('aside').count()).toBe(0);
    await journey.shot('g1-phone');
    await page.getByRole('button', { name: zh('header.openMenu') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: zh('router.level') }).click();
    await drawer.getByRole('link', { name: zh('router.menu2') }).click();
    await waitForHash(page, '#/level/menu2');
    await drawer.waitFor({ state: 'detached' });
    await journey.shot('g2-phone-navigated');
    const settings = (await storage(page, 'outpost.settings')) as { layout: string };
    expect(settings.layout).toBe('classic');
    await journey.context.close();
  });
});
