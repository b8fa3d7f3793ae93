import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../server/api/i18n';
import { BASE_URL, open, sharedBrowser, signedIn, waitForHash } from './support/browser';
import { en, zh, type Translate } from './support/messages';

const browser = sharedBrowser();

async function visit(page: Page, path: string, heading: string) {
  await page.evaluate((p) => (location.hash = p), path);
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

/** The crash page of the shown tab (kept-alive tabs stay in the document, hidden). */
const crash = (page: Page) => page.getByRole('alert').filter({ hasText: '500' }).filter({ visible: true });

async function breakThePage(page: Page, t: Translate) {
  await page.getByRole('button', { name: t('error.crash.demoThrow') }).click();
  await crash(page).getByText(t('error.crash.description')).waitFor();
}

describe('a view that throws while rendering (issue #12)', () => {
  it('shows the 500 page in its place; the shell, the menu and the other tabs keep working', async () => {
    const journey = await open(browser());
    const { page, context } = journey;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(BASE_URL).origin,
    });
    await signedIn(journey);
    await visit(page, '/level/menu2', zh('router.menu2'));
    await page.getByRole('textbox', { name: zh('level.inputLabel') }).fill('kept while another page fails');
    await visit(page, '/error/500-demo', zh('error.page.500.title'));
    journey.expectErrors(zh('error.crash.demoError'));
    await breakThePage(page, zh);
    await journey.shot('page-error-1-crashed');

    // the crash is reported to the console, as every render error, and nothing else went wrong
    expect(journey.errors.length).toBeGreaterThan(0);
    expect(journey.errors.every((e) => e.includes(zh('error.crash.demoError')))).toBe(true);
    const reported = journey.errors.length;

    // the detail names the error and the page, and the copy button puts it on the clipboard
    const alert = crash(page);
    await alert.getByRole('button', { name: zh('error.crash.detail') }).click();
    const detail = alert.getByLabel(zh('error.crash.detail'));
    await detail.getByText(`Error: ${zh('error.crash.demoError')}`).waitFor();
    expect(await detail.innerText()).toContain('page: /error/500-demo');
    await alert.getByRole('button', { name: zh('error.crash.copy') }).click();
    await alert.getByRole('button', { name: zh('error.crash.copied') }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Error: ${zh('error.crash.demoError')}`);
    expect(copied).toContain('components:');
    await journey.shot('page-error-2-detail');

    // the other tab kept its page and what was typed in it; the menu still leads somewhere
    await page.getByRole('tab', { name: zh('router.menu2') }).click();
    await waitForHash(page, '#/level/menu2');
    expect(await page.getByRole('textbox', { name: zh('level.inputLabel') }).inputValue()).toBe(
      'kept while another page fails',
    );
    const menu = page.getByRole('navigation', { name: zh('menu.label') });
    const analysis = menu.getByRole('link', { name: zh('router.analysis') });
    if (!(await analysis.isVisible())) await menu.getByText(zh('router.dashboard'), { exact: true }).click();
    await analysis.click();
    await waitForHash(page, '#/dashboard/analysis');

    // back on the failed tab: still failed (kept alive), and "reload this page" brings it back
    await page.getByRole('tab', { name: zh('500') }).click();
    await waitForHash(page, '#/error/500-demo');
    await crash(page)
      .getByRole('button', { name: zh('error.crash.reload') })
      .click();
    await page.getByRole('button', { name: zh('error.crash.demoThrow') }).waitFor();
    expect(await crash(page).count()).toBe(0);
    await journey.shot('page-error-3-reloaded');
    expect(journey.errors.length).toBe(reported);
    await context.close();
  });

  it('says so in English at phone width too', async () => {
    const journey = await open(browser(), { width: 375, height: 812, locale: 'en' });
    const { page } = journey;
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signedIn(journey);
    await visit(page, '/error/500-demo', en('error.page.500.title'));
    // the crash is reported to the console, in the page's language; nothing else may be
    journey.expectErrors(en('error.crash.demoError'));
    await breakThePage(page, en);
    await crash(page)
      .getByRole('button', { name: en('error.crash.reload') })
      .waitFor();
    await journey.shot('page-error-4-phone-en');
    // the header and its menu button are still there
    await page.getByRole('banner').waitFor();
    await journey.context.close();
  });

  it("says a toast plainly when the toasts' own code cannot be fetched, and the console goes on", async () => {
    const journey = await open(browser());
    const { page } = journey;
    // the network fails for the toasts' chunk, fetched with the first toast (the very moment a
    // toast says a request failed is when the network may be gone)
    await journey.context.route(/\/assets\/toast-container-[^/]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await signedIn(journey);
    await visit(page, '/example/example-dialog', zh('router.exampleDialog'));
    // a delete with nothing chosen: the server refuses it, and a toast says so
    await page.getByRole('button', { name: zh('example.actions.deleteSelected') }).click();
    const toast = page.getByRole('alert').filter({ hasText: translate('zh-CN', 'deleteIdsRequired') });
    await toast.waitFor();
    await journey.shot('page-error-5-plain-toast');
    await toast.getByRole('button', { name: zh('access.common.close') }).click();
    await toast.waitFor({ state: 'detached' });
    // the console goes on: another page opens
    await visit(page, '/level/menu2', zh('router.menu2'));
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
