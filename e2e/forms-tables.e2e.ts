import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import accessZh from '../src/i18n/locales/zh-CN/access.json';
import formsZh from '../src/i18n/locales/zh-CN/forms.json';
import shellZh from '../src/i18n/locales/zh-CN/shell.json';
import {
  BASE_URL,
  open,
  sharedBrowser,
  signedIn,
  storage,
  waitForHash,
  type Journey,
} from './support/browser';

const browser = sharedBrowser();

type Tree = { [key: string]: string | Tree };
const messages: Tree = {
  ...shellZh,
  ...accessZh,
  ...formsZh,
  router: { ...shellZh.router, ...formsZh.router },
};

/** The Chinese a person reads for a message key of the forms, access or shell area. */
function zh(key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      messages,
    );
  if (typeof found !== 'string') throw new Error(`No message for ${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await waitForHash(page, `#${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

async function done(journey: Journey) {
  expect(journey.errors).toEqual([]);
  await journey.context.close();
}

const USE_TABLE = '/components/use-table';

/** The use-table demo's table, once its rows (not skeletons) are there. */
async function loadedTable(page: Page) {
  const table = page.getByRole('table', { name: zh('router.useTable') });
  await table.locator('tbody tr:not([aria-hidden])').first().waitFor();
  return table;
}

/** One column's cell texts, by its header's position among the headers. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const table = await loadedTable(page);
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === title);
  if (index < 0) throw new Error(`No column ${title}`);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/[^0-9]/g, '')));

describe('forms and tables in Chromium', () => {
  it('shows a bad email’s message at the field of the full form', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/default-form', zh('router.defaultForm'));
    const form = page.getByRole('form', { name: zh('router.defaultForm') });
    const emailBox = form.getByRole('textbox', { name: new RegExp(`^${zh('formDemo.fields.email')}`) });
    await emailBox.fill('parcel-at-outpost');
    await emailBox.press('Tab');
    await form.getByText(zh('access.rules.emailInvalid'), { exact: true }).waitFor();
    expect(await emailBox.getAttribute('aria-invalid')).toBe('true');
    // the date inputs arrive with their own chunk
    await form.getByRole('button', { name: new RegExp(`^${zh('formDemo.fields.shipDate')}`) }).waitFor();
    await journey.shot('forms-default-form-email');
    await form.getByRole('button', { name: zh('form.submit') }).click();
    await form.getByText(zh('validator.required'), { exact: true }).first().waitFor();
    await journey.shot('forms-default-form-submitted');
    await done(journey);
  });

  it('pages and sorts the use-table demo on the server, and keeps a hidden column hidden', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, USE_TABLE, zh('router.useTable'));
    await page.getByText(zh('table.total', { total: 100 }), { exact: true }).waitFor();
    const title = zh('exampleFields.title');
    const firstPage = await columnTexts(page, title);
    expect(firstPage).toHaveLength(10);

    await page.getByRole('button', { name: zh('table.pages.next') }).click();
    await page.waitForFunction(
      (first) => document.querySelector('tbody tr:not([aria-hidden]) td:nth-child(2)')?.textContent !== first,
      firstPage[0],
    );
    const secondPage = await columnTexts(page, title);
    expect(secondPage).toHaveLength(10);
    expect(secondPage).not.toContain(firstPage[0]);

    const pageviews = zh('exampleFields.pageviews');
    const header = page.getByRole('columnheader', { name: pageviews });
    await header.getByRole('button').click();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('th')].some(
          (th) => th.textContent === name && th.getAttribute('aria-sort') === 'ascending',
        ),
      pageviews,
    );
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const ascending = numbers(await columnTexts(page, pageviews));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await page.waitForFunction(
      () =>
        document.querySelector('th[aria-sort="descending"]') !== null &&
        !document.querySelector('[aria-busy="true"]'),
    );
    const descending = numbers(await columnTexts(page, pageviews));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(ascending.at(-1) ?? 0);
    await journey.shot('forms-use-table-sorted');

    const author = zh('exampleFields.author');
    await page.getByRole('button', { name: zh('table.columns') }).click();
    await page.getByRole('checkbox', { name: author }).uncheck();
    await page.getByRole('columnheader', { name: author }).waitFor({ state: 'detached' });
    await page.reload();
    await loadedTable(page);
    expect(await page.getByRole('columnheader', { name: author }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: title }).count()).toBe(1);
    expect(await storage(page, 'outpost.table.demo-use-table')).toMatchObject({ hidden: ['author'] });
    await journey.shot('forms-use-table-column-hidden');
    await done(journey);
  });

  it('shows the use-table rows as cards on a phone', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey);
    await visit(page, USE_TABLE, zh('router.useTable'));
    const cards = page.getByRole('list', { name: zh('router.useTable') });
    await cards.getByRole('listitem').first().waitFor();
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(10);
    expect(await page.getByRole('table', { name: zh('router.useTable') }).count()).toBe(0);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
    await journey.shot('forms-use-table-phone');
    await cards.getByRole('listitem').nth(2).scrollIntoViewIfNeeded();
    await journey.shot('forms-use-table-phone-cards');
    await done(journey);
  });

  // the pages without date inputs first: once fetched, the date chunk is not fetched again
  const PAGES: Array<[string, string]> = [
    ['/components/default-table', 'router.defaultTable'],
    ['/components/use-table', 'router.useTable'],
    ['/components/tree-table', 'router.treeTable'],
    ['/components/card-table', 'router.cardTable'],
    ['/components/search', 'router.search'],
    ['/components/descriptions', 'router.descriptions'],
    ['/hooks/useValidator', 'router.useValidator'],
    ['/hooks/useCrudSchemas', 'router.useCrudSchemas'],
    ['/components/default-form', 'router.defaultForm'],
    ['/components/use-form', 'router.useForm'],
  ];

  describe.each([
    { label: 'desktop', width: 1366, height: 860 },
    { label: 'phone', width: 375, height: 812 },
  ])('every page at $label width', ({ label, width, height }) => {
    it('opens without an error, fits the screen, and loads the date and rare inputs only where a form has them', async () => {
      const journey = await open(browser(), { width, height });
      const { page } = journey;
      const dateChunks: string[] = [];
      const rareChunks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('date-controls')) dateChunks.push(page.url());
        if (request.url().includes('rare-controls')) rareChunks.push(page.url());
      });
      await signedIn(journey);
      for (const [path, title] of PAGES) {
        await visit(page, path, zh(title));
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        const fits = await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        );
        expect(fits, path).toBe(true);
        await journey.shot(`forms-page-${label}${path.replaceAll('/', '-')}`);
      }
      // no page before the full form showed a date input (the search bar's date field is folded away)
      expect([...new Set(dateChunks.map((url) => url.split('#')[1]))]).toEqual(['/components/default-form']);
      // nor a slider, a rating, a colour or PIN input (registry.tsx): the full form is the first to show one
      expect([...new Set(rareChunks.map((url) => url.split('#')[1]))]).toEqual(['/components/default-form']);
      await done(journey);
    });
  });
});
