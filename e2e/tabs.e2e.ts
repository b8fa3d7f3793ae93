import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, sharedBrowser, signedIn, signOut, waitForHash } from './support/browser';
import { zh } from './support/messages';
const browser = sharedBrowser();

const tabTitles = (page: Page) => page.getByRole('tablist').getByRole('tab').allInnerTexts();

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

async function tabAction(page: Page, tab: string, action: string) {
  await page.getByRole('tab', { name: tab }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
}

describe('tabs in Chromium', () => {
  it('keeps typed text in a cached page, and every tab action does what it says', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/level/menu2', zh('router.menu2'));
    await page.getByRole('textbox', { name: zh('level.inputLabel') }).fill('still here');
    await visit(page, '/level/menu1/menu1-2', zh('router.menu12'));
    await visit(page, '/level/menu1/menu1-1/menu1-1-1', zh('router.menu111'));
    await visit(page, '/error/404-demo', zh('error.page.404.title'));
    await page.getByRole('tab', { name: zh('router.menu2') }).click();
    await waitForHash(page, '#/level/menu2');
    expect(await page.getByRole('textbox', { name: zh('level.inputLabel') }).inputValue()).toBe('still here');
    await journey.shot('tabs-1-cached');

    await tabAction(page, zh('router.menu2'), zh('tabs.refresh'));
    await page.waitForFunction(
      () => (document.querySelector('input[placeholder]') as HTMLInputElement | null)?.value === '',
    );
    await tabAction(page, zh('router.menu111'), zh('tabs.closeLeft'));
    await expect
      .poll(() => tabTitles(page))
      .toEqual([zh('router.workplace'), zh('router.menu111'), zh('404')]);
    await tabAction(page, zh('router.menu111'), zh('tabs.closeRight'));
    await expect.poll(() => tabTitles(page)).toEqual([zh('router.workplace'), zh('router.menu111')]);
    await visit(page, '/level/menu2', zh('router.menu2'));
    await tabAction(page, zh('router.menu2'), zh('tabs.closeOthers'));
    await expect.poll(() => tabTitles(page)).toEqual([zh('router.workplace'), zh('router.menu2')]);
    await tabAction(page, zh('router.menu2'), zh('tabs.close'));
    await waitForHash(page, '#/dashboard/workplace');
    await visit(page, '/level/menu2', zh('router.menu2'));
    await page.getByRole('button', { name: zh('tabs.menu') }).click();
    await page.getByRole('menuitem', { name: zh('tabs.closeAll') }).click();
    await waitForHash(page, '#/dashboard/workplace');
    await expect.poll(() => tabTitles(page)).toEqual([zh('router.workplace')]);
    await journey.shot('tabs-2-after-close-all');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('Ctrl+K finds a page by its title', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.keyboard.press('Control+K');
    await page.getByPlaceholder(zh('search.placeholder')).fill(zh('router.menu12'));
    // Enter runs the highlighted result: wait, as a person would, until the page is the one highlighted
    await page.locator('[data-action][data-selected]', { hasText: zh('router.menu12') }).waitFor();
    await journey.shot('tabs-3-search');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/level/menu1/menu1-2');
    await journey.context.close();
  });

  it('signing out in one browser tab signs out the other', async () => {
    const journey = await open(browser());
    const { page, context } = journey;
    await signedIn(journey);
    const other = await context.newPage();
    await other.goto(`${BASE_URL}#/level/menu2`);
    await other.getByRole('heading', { name: zh('router.menu2') }).waitFor();
    await signOut(page);
    await waitForHash(other, '#/login');
    await other.getByRole('heading', { name: zh('login.title') }).waitFor();
    await other.screenshot({ path: 'e2e/artifacts/tabs-4-other-tab-signed-out.png' });
    await context.close();
  });
});
