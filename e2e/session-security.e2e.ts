import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  type Journey,
  open,
  recordToasts,
  reloadSettled,
  sharedBrowser,
  signedIn,
  signOut,
  storage,
  waitForHash,
} from './support/browser';
import { en, zh } from './support/messages';

/**
 * Sessions and credentials (#17) in Chromium, against the production build with its
 * Content-Security-Policy: every journey here (as every journey) fails on a CSP violation.
 */
const browser = sharedBrowser();

interface StoredSession {
  token: string;
  refreshToken: string;
  loginInfo?: Record<string, unknown>;
}

const stored = async (page: Page) => (await storage(page, 'outpost.session')) as StoredSession;

/** Every live access token ends now (the mock's hook): the next call of any tab meets HTTP 401. */
async function expireAccessTokens(page: Page) {
  await page.waitForFunction(() => (window as { __outpostMock?: unknown }).__outpostMock !== undefined);
  await page.evaluate(() =>
    (
      window as unknown as { __outpostMock: { expireAccessTokens(): Promise<number> } }
    ).__outpostMock.expireAccessTokens(),
  );
}

/** The mock's token endpoint, called from the page as a stolen copy of the stored session would be. */
async function tokenStatus(page: Page, fields: Record<string, string>): Promise<number> {
  return page.evaluate(async (body) => {
    const response = await fetch('/services/api/Authorization/connect/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
    return response.status;
  }, fields);
}

/** Refresh grants the page sends (through the mock's worker), counted per page. */
function countRefreshes(page: Page): string[] {
  const grants: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().includes('connect/token') && body.includes('grant_type=refresh_token'))
      grants.push(body);
  });
  return grants;
}

const personalCenter = '#/personal/personal-center';
const emailCell = (page: Page) => page.getByRole('cell', { name: 'admin@outpost.example' });

describe('sessions and credentials (#17)', () => {
  it('remember me on a phone: signed out, the form is filled, and it signs in; the kept value is no password', async () => {
    const journey: Journey = await open(browser(), { width: 375, height: 760, locale: 'en' });
    const { page } = journey;
    // the console's language (zh-CN unless chosen) chosen before it loads
    await journey.context.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signedIn(journey);
    const kept = (await stored(page)).loginInfo ?? {};
    expect(Object.keys(kept).sort()).toEqual(['sealedPassword', 'username']);
    // the sealed value signs in neither as it is nor RSA-encrypted by anyone holding it
    expect(
      await tokenStatus(page, {
        grant_type: 'password',
        username: 'admin',
        password: String(kept.sealedPassword),
      }),
    ).not.toBe(200);

    await signOut(page, en);
    await page.getByRole('heading', { name: en('login.title') }).waitFor();
    const username = page.getByRole('textbox', { name: new RegExp(en('login.username'), 'i') });
    await expect(username.inputValue()).resolves.toBe('admin');
    const password = page.getByLabel(new RegExp(`^${en('login.password')}`, 'i'));
    await expect(password.getAttribute('placeholder')).resolves.toBe(en('login.passwordRemembered'));
    await expect(password.inputValue()).resolves.toBe('');
    await journey.shot('cred-1-remembered-375-en');
    await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await journey.shot('cred-2-signed-in-again-375-en');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('two tabs whose tokens expired call at the same moment: one refresh, both stay signed in', async () => {
    const journey = await open(browser());
    // A slow network for the refresh alone: its answer takes a second and a half, so the other tab
    // surely meets its own HTTP 401 while the first refresh is on its way (without one refresh per
    // browser it would then spend the same refresh token, and the reuse would sign both out).
    await journey.context.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        if (String(init?.body ?? '').includes('grant_type=refresh_token')) {
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        return send(input, init);
      };
    });
    const first = journey.page;
    await signedIn(journey);
    // the second tab opened from the first, as a person opens one from the console: the mock's sign-in
    // state lives in local storage, which tabs of one process see at once (the console's own handoff
    // between tabs does not rely on it: see src/app/shared-refresh.ts)
    const [second] = await Promise.all([
      journey.context.waitForEvent('page'),
      first.evaluate((url) => {
        window.open(url, '_blank');
      }, `${BASE_URL}#/dashboard/workplace`),
    ]);
    const secondErrors: string[] = [];
    second.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        secondErrors.push(message.text());
      }
    });
    await second.getByRole('heading', { level: 2 }).first().waitFor();
    const before = await stored(first);
    const refreshes = [countRefreshes(first), countRefreshes(second)];
    await expireAccessTokens(first);

    await Promise.all(
      [first, second].map((page) => page.evaluate((hash) => (location.hash = hash), personalCenter)),
    );
    await Promise.all([emailCell(first).waitFor(), emailCell(second).waitFor()]);

    expect(refreshes.flat()).toHaveLength(1);
    const after = await stored(second);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.token).not.toBe('');
    // the renewed sign-in lives on: another call of each tab is answered
    for (const page of [first, second]) {
      await page.evaluate(() => (location.hash = '#/dashboard/workplace'));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/dashboard/workplace');
    }
    await journey.shot('cred-3-two-tabs-first');
    await second.screenshot({ path: 'e2e/artifacts/cred-4-two-tabs-second.png' });
    expect(journey.errors).toEqual([]);
    expect(secondErrors).toEqual([]);
    await journey.context.close();
  });

  it('a refused refresh while the page loads: one message, one sign-out', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    // the refresh token is spent elsewhere: the console's copy is now a reused one, which revokes all
    expect(
      await tokenStatus(page, {
        grant_type: 'refresh_token',
        refresh_token: (await stored(page)).refreshToken,
      }),
    ).toBe(200);
    await page.evaluate((hash) => (location.hash = hash), personalCenter);
    await emailCell(page).waitFor();
    await expireAccessTokens(page);
    const refreshes = countRefreshes(page);
    const toasts = await recordToasts(page);

    await reloadSettled(page);
    await waitForHash(page, '#/login');
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await page.waitForLoadState('networkidle');

    // the toast closes by itself after a few seconds: what was shown is read from the record
    await page.waitForFunction(() => sessionStorage.getItem('e2e.toasts') !== null);
    const shown = await toasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain(zh('error.refreshFailed'));
    expect(refreshes).toHaveLength(1);
    await journey.shot('cred-5-one-message');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
