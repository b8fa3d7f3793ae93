import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, sharedBrowser, signIn, waitForHash } from './support/browser';
import { zh } from './support/messages';
const browser = sharedBrowser();

/**
 * The sign-in page the build draws into index.html (scripts/vite-prerender.ts, #18): a first visit
 * sees the form before the console's code is in, and what is done in it is not lost.
 */
describe('the sign-in page before the console’s code is in', () => {
  it('(a) shows the form from the HTML; typing and submitting there sign in once the code arrives', async () => {
    const journey = await open(browser());
    const { page } = journey;
    // the console's entry held back: the page is what index.html holds (a module script holds back
    // DOMContentLoaded too, so only the response is waited for)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}#/login`, { waitUntil: 'commit' });
    const drawn = page.locator('[data-prerendered]');
    await drawn.getByRole('heading', { name: zh('login.title') }).waitFor();
    expect(await page.locator('.boot-loader').isVisible()).toBe(false);
    await journey.shot('a1-drawn-sign-in');

    await signIn(page, 'admin', 'admin');
    // the submit stays on the page (no form post) until the console can act on it
    expect(new URL(page.url()).hash).toBe('#/login');
    release();
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /Administrator/ }).waitFor();
    expect(await drawn.count()).toBe(0);
    // the inline script's hash is in the Content-Security-Policy: a violation would be an error here
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(b) a visitor who chose English gets the loader, then the English page, never the Chinese one', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(`${BASE_URL}#/login`);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('.boot-loader').waitFor();
    expect(await page.locator('[data-prerendered]').isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
