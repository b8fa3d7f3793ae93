import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enBusiness from '../src/i18n/locales/en/business.json';
import enForms from '../src/i18n/locales/en/forms.json';
import enInventory from '../src/i18n/locales/en/inventory.json';
import zhBusiness from '../src/i18n/locales/zh-CN/business.json';
import zhForms from '../src/i18n/locales/zh-CN/forms.json';
import zhInventory from '../src/i18n/locales/zh-CN/inventory.json';
import zhShell from '../src/i18n/locales/zh-CN/shell.json';
import { WARMED_MARK } from '../src/views/Business/shared/warm-list';
import { BASE_URL, type Journey, open, sharedBrowser, signedIn, SLOW } from './support/browser';

const browser = sharedBrowser();
const zh = {
  ...zhBusiness.business,
  inventory: zhInventory.inventory,
  table: zhForms.table,
  search: zhForms.searchForm,
};
const en = {
  ...enBusiness.business,
  inventory: enInventory.inventory,
  table: enForms.table,
  search: enForms.searchForm,
};
const query = (page: Page) =>
  page.evaluate(() => new URLSearchParams(location.hash.split('?')[1] ?? '').toString());
/** Waits until the hash query has these values (null: absent). */
const waitForQuery = (page: Page, expected: Record<string, string | null>) =>
  page.waitForFunction((wanted) => {
    const params = new URLSearchParams(location.hash.split('?')[1] ?? '');
    return Object.entries(wanted).every(([name, value]) => params.get(name) === value);
  }, expected);

/**
 * Whether the navigation bar runs: it runs while a page loads only. An address change whose page is
 * already in (a list's paging and filters in the query, Back through them) used to start it with
 * nothing to end it, and it crept along the top for good.
 */
const barRunning = async (page: Page) =>
  (await page.locator(`[data-mounted]:has([aria-label="${zhShell.app.loadingPage}"])`).count()) > 0;

async function englishJourney(width = 1366): Promise<Journey> {
  const journey = await open(browser(), { width, locale: 'en' });
  await journey.page.addInitScript(() => localStorage.setItem('lang', 'en'));
  return journey;
}

describe('the business home and the list kit (issue #7)', () => {
  it('takes the seller from the home figures to a filtered list that pages, filters and goes back', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'seller');
    await page.getByRole('link', { name: zh.home.title }).first().click();
    await page.getByRole('heading', { name: zh.home.title }).waitFor(SLOW);
    const stock = page.getByRole('table', { name: zh.home.stock });
    await stock.waitFor(SLOW);
    await page.getByTestId('figure-inboundDrafts').waitFor(SLOW);
    await journey.shot('business-home-seller');

    await stock.getByRole('link', { name: 'USEA' }).click();
    await page.getByRole('heading', { name: zh.inventory.list.title }).waitFor(SLOW);
    expect(await query(page)).toBe('warehouseCode=USEA');
    const table = page.getByRole('table', { name: zh.inventory.list.title });
    await table.getByRole('row').nth(2).waitFor(SLOW);
    // read the warehouse column once the page's rows are in, not while they arrive
    const warehouses = async () =>
      new Set(
        (await table.locator('tbody tr:not(:last-child) td:nth-child(2)').allTextContents()).filter(Boolean),
      );
    await expect.poll(warehouses).toEqual(new Set(['USEA']));
    await journey.shot('business-inventory-filtered');

    // page 2, then a filter: each one a history entry
    await page.getByRole('button', { name: zh.table.pages.page.replace('{page}', '2') }).click();
    await waitForQuery(page, { page: '2' });
    // drawn from the address, in the same render as a bar started by its change would be
    await page
      .locator(`button[aria-current="page"][aria-label="${zh.table.pages.page.replace('{page}', '2')}"]`)
      .waitFor();
    expect(await barRunning(page)).toBe(false);
    // the link set a field beyond the first: the bar opens with every field shown
    await page.getByRole('search').getByRole('button', { name: zh.search.collapse }).waitFor();
    await page.getByRole('switch', { name: zh.inventory.list.inStock }).check();
    await page.getByRole('button', { name: zh.search.search }).click();
    await waitForQuery(page, { inStock: 'true', page: null });
    expect(await query(page)).toBe('inStock=true&warehouseCode=USEA');

    await page.goBack();
    await waitForQuery(page, { page: '2', inStock: null });
    expect(await page.getByRole('switch', { name: zh.inventory.list.inStock }).isChecked()).toBe(false);
    await page.goBack();
    await waitForQuery(page, { page: null, warehouseCode: 'USEA' });
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);

  it('shows a list as cards at phone width', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey, 'seller');
    await page.goto(`${BASE_URL}#/inventory/list?warehouseCode=USEA`);
    const cards = page.getByRole('list', { name: zh.inventory.list.title });
    await cards.getByRole('listitem').nth(1).waitFor(SLOW);
    expect(await page.getByRole('table', { name: zh.inventory.list.title }).count()).toBe(0);
    await journey.shot('business-inventory-phone');
    await page.goto(`${BASE_URL}#/business/home`);
    await page.getByRole('table', { name: zh.home.stock }).waitFor(SLOW);
    await journey.shot('business-home-phone');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);

  it('shows every status tab and each row’s actions of a wide list at desktop width', async () => {
    const journey = await englishJourney();
    const { page } = journey;
    await signedIn(journey, 'admin');
    await page.goto(`${BASE_URL}#/outbound/list`);
    const tabs = page.getByRole('tablist', { name: en.list.statusTabs });
    // the counts are in (all 5,000 orders counted): the tabs are drawn at their full width
    await tabs.getByRole('tab').first().getByText(/[1-9]/).waitFor(SLOW);
    // each tab inside the row's box: none beyond its right edge, out of sight of a mouse
    const outside = await tabs.evaluate((list) => {
      const edge = list.getBoundingClientRect().right;
      return [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => tab.getBoundingClientRect().right > edge + 1)
        .map((tab) => tab.textContent);
    });
    expect(outside).toEqual([]);
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(8);

    // the table is wider than the screen: its middle columns scroll, each row's actions stay in sight
    const firstRow = page.locator('#main-content table tbody tr:has(> td + td)').first();
    await firstRow.waitFor(SLOW);
    const actionsInSight = await firstRow.evaluate((row) => {
      const cell = row.lastElementChild!.getBoundingClientRect();
      const viewport = row.closest('.mantine-ScrollArea-viewport')!;
      const view = viewport.getBoundingClientRect();
      return (
        viewport.scrollWidth > viewport.clientWidth && cell.left >= view.left && cell.right <= view.right + 1
      );
    });
    expect(actionsInSight).toBe(true);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 240_000);

  it('lets the operator adjust stock with a reason and see the flow row (in English)', async () => {
    const journey = await englishJourney();
    const { page } = journey;
    await signedIn(journey, 'admin');
    await page.goto(`${BASE_URL}#/inventory/list?warehouseCode=USEA&inStock=true`);
    const table = page.getByRole('table', { name: en.inventory.list.title });
    const row = table.locator('tbody tr').first();
    await row.getByRole('link', { name: en.inventory.list.openFlow }).waitFor(SLOW);
    const sku = (await row.locator('td').first().textContent()) ?? '';
    await row.getByRole('button', { name: en.inventory.list.operate.replace('{sku}', sku) }).click();
    await page.getByRole('menuitem', { name: en.inventory.operate.adjust }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', {
        name: new RegExp(`^${en.inventory.operate.qtyChange.replace(/[()+]/g, '\\$&')}`),
      })
      .fill('3');
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${en.inventory.operate.reason}`) })
      .fill('Found in cycle count');
    await journey.shot('business-adjust-dialog');
    await dialog.getByRole('button', { name: en.inventory.operate.submit }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${BASE_URL}#/inventory/flow?sku=${encodeURIComponent(sku)}&warehouseCode=USEA`);
    const flow = page.getByRole('table', { name: en.inventory.flow.title });
    const first = flow.locator('tbody tr').first();
    await first.getByText('Found in cycle count').waitFor(SLOW);
    expect(await first.textContent()).toContain(en.inventory.reason.ADJUSTMENT);
    expect(await first.textContent()).toContain('+3');
    await journey.shot('business-flow-adjusted');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 360_000);
});

describe('the lists’ code', () => {
  it('loads while the first page of a business account idles, so the first list fetches none of it', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const kit = /\/assets\/BusinessList-[^/]+\.js$/;
    const listPage = /\/assets\/OutboundList-[^/]+\.js$/;
    const warmed = page.waitForRequest((request) => kit.test(request.url()), SLOW);
    // the seller's first page after signing in is the workplace: a page without a list
    await signedIn(journey, 'seller');
    await warmed;
    // the kit's forty files asked for is not all of them in: its mark says they are, with the list
    // pages of the seller's menu and the code asking for their first rows
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WARMED_MARK, SLOW);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) fetched.push(request.url());
    });
    await page.goto(`${BASE_URL}#/outbound/list`);
    await page.locator('#main-content table tbody tr').first().waitFor(SLOW);
    // neither the kit's files nor the page's own are fetched again: the list shows with its rows
    expect(fetched.filter((url) => kit.test(url) || listPage.test(url))).toEqual([]);
    expect(fetched.length).toBeLessThan(5);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});

describe('a link’s page', () => {
  it('starts loading when the pointer comes over the link, before it is clicked', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'seller');
    await page.goto(`${BASE_URL}#/outbound/list`);
    const number = page.locator('#main-content table tbody tr a[href^="#/outbound/detail/"]').first();
    await number.waitFor(SLOW);
    const detail = /\/assets\/OutboundDetail-[^/]+\.js$/;
    const requested = page.waitForRequest((request) => detail.test(request.url()), SLOW);
    await number.hover();
    await requested;
    // only the code: the page is still the list
    expect(new URL(page.url()).hash).toBe('#/outbound/list');
    await number.click();
    await page.waitForFunction(() => location.hash.startsWith('#/outbound/detail/'));
    await page.getByRole('heading', { level: 2 }).first().waitFor(SLOW);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
