import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, storage, sharedBrowser, signedIn } from './support/browser';
import { zh } from './support/messages';
import { AA_TEXT, contrastRatio, parseHex } from '../machines/lib/colors';

const WHITE = { r: 255, g: 255, b: 255 };
const browser = sharedBrowser();

async function openSettings(page: Page) {
  await page.getByRole('button', { name: zh('settings.title') }).click();
  await page.getByRole('dialog', { name: zh('settings.title') }).waitFor();
}

describe('layouts and settings in Chromium', () => {
  it('renders each of the four layouts, and the choice survives a reload', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.goto(`${BASE_URL}#/level/menu1/menu1-2`);
    await page.getByRole('heading', { name: zh('router.menu12') }).waitFor();
    for (const [kind, label] of [
      ['topLeft', zh('settings.layouts.topLeft')],
      ['top', zh('settings.layouts.top')],
      ['cutMenu', zh('settings.layouts.cutMenu')],
      ['classic', zh('settings.layouts.classic')],
    ] as const) {
      await openSettings(page);
      await page.getByRole('button', { name: label, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: zh('settings.title') }).waitFor({ state: 'detached' });
      expect(await page.locator(`[data-layout="${kind}"]`).count()).toBe(1);
      await journey.shot(`layout-${kind}`);
    }
    await openSettings(page);
    await page.getByRole('button', { name: zh('settings.layouts.top'), exact: true }).click();
    await page.getByRole('switch', { name: zh('settings.switches.footer') }).click();
    await page.reload();
    await page.getByRole('heading', { name: zh('router.menu12') }).waitFor();
    expect(await page.locator('[data-layout="top"]').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await storage(page, 'outpost.settings')).toMatchObject({ layout: 'top', footer: false });
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('dark mode and a primary colour apply at once', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await openSettings(page);
    await page.getByRole('switch', { name: zh('settings.darkMode') }).click();
    await page.getByRole('button', { name: '#009688' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    // the chosen teal (green over blue over red), darkened just enough for white text on it
    const filled = parseHex(primary);
    expect(filled && contrastRatio(filled, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(filled && filled.r < filled.b && filled.b < filled.g).toBe(true);
    await journey.shot('settings-dark-teal');
    await journey.context.close();
  });

  it('on a phone, another layout is refused with the seed message', async () => {
    const journey = await open(browser(), { width: 375, height: 740 });
    const { page } = journey;
    await signedIn(journey);
    await openSettings(page);
    await page.getByRole('button', { name: zh('settings.layouts.cutMenu'), exact: true }).click();
    await page.getByText(zh('layout.mobileRefused')).waitFor();
    await journey.shot('mobile-layout-refused');
    expect(await storage(page, 'outpost.settings')).toMatchObject({ layout: 'classic' });
    await journey.context.close();
  });
});
