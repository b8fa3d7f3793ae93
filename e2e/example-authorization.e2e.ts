import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../server/api/i18n';
import {
  BASE_URL,
  type Journey,
  open,
  settled,
  sharedBrowser,
  signedIn,
  signIn,
  signOut,
  waitForHash,
} from './support/browser';

const browser = sharedBrowser();
// the mock back-end answers the sample endpoints after a second (seed §7)
const POLL = { timeout: 10000 };

type Tree = { [key: string]: string | Tree };
const LOCALES = 'src/i18n/locales/zh-CN';
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );
const messages = new Map(
  readdirSync(LOCALES).flatMap((file) =>
    flatten(JSON.parse(readFileSync(`${LOCALES}/${file}`, 'utf8')) as Tree),
  ),
);

/** The Chinese a person reads for a console message key. */
function zh(key: string, params: Record<string, string | number> = {}): string {
  const text = messages.get(key);
  if (text === undefined) throw new Error(`No message for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}
/** The Chinese of a mock back-end message. */
const server = (key: MessageKey) => translate('zh-CN', key);

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await waitForHash(page, `#${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

/**
 * Waits for the page's list to show its data (table rows, or cards at phone width) and for the page
 * to settle: what fits the width is measured on what a person ends up seeing.
 */
async function listShown(page: Page) {
  await page
    .locator('main tbody tr:not([aria-hidden]), main [role="listitem"]')
    .filter({ visible: true })
    .first()
    .waitFor(POLL);
  await settled(page);
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function done(journey: Journey) {
  expect(journey.errors).toEqual([]);
  await journey.context.close();
}

async function fillExample(form: Locator, page: Page, title: string, author: string, importance: number) {
  await form.getByRole('textbox', { name: zh('example.fields.title') }).fill(title);
  await form.getByRole('textbox', { name: zh('example.fields.author') }).fill(author);
  await form.getByRole('combobox', { name: zh('example.fields.importance') }).click();
  await page.getByRole('option', { name: zh(`example.importance.${importance}`), exact: true }).click();
}

const firstTitle = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('row').nth(1).getByRole('cell').nth(1);

async function signInAgain(page: Page, username: string) {
  await signIn(page, username, username);
  await waitForHash(page, '#/dashboard/workplace');
}

describe('the example pages and authorization management in Chromium', () => {
  it('runs a full CRUD cycle in the dialog, and shows the refusal of an empty delete', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    const table = zh('router.exampleDialog');
    await visit(page, '/example/example-dialog', table);
    await firstTitle(page, table).waitFor();

    await page.getByRole('button', { name: zh('example.actions.deleteSelected') }).click();
    await page.getByText(server('deleteIdsRequired')).first().waitFor();
    await journey.shot('example-dialog-empty-delete');

    await page.getByRole('button', { name: zh('example.actions.add'), exact: true }).click();
    const form = page.getByRole('form', { name: zh('example.addTitle') });
    await form.getByRole('button', { name: zh('example.actions.save') }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await fillExample(form, page, 'Pallet audit', 'Mia', 3);
    await journey.shot('example-dialog-add');
    await form.getByRole('button', { name: zh('example.actions.save') }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => firstTitle(page, table).innerText(), POLL).toBe('Pallet audit');

    await page
      .getByRole('button', { name: zh('example.actions.editRow', { title: 'Pallet audit' }) })
      .click();
    const editForm = page.getByRole('form', { name: zh('example.editTitle') });
    await editForm.getByRole('textbox', { name: zh('example.fields.title') }).fill('Pallet audit, aisle 4');
    await editForm.getByRole('button', { name: zh('example.actions.save') }).click();
    await expect.poll(() => firstTitle(page, table).innerText(), POLL).toBe('Pallet audit, aisle 4');

    await page
      .getByRole('button', { name: zh('example.actions.viewRow', { title: 'Pallet audit, aisle 4' }) })
      .click();
    const detail = page.getByRole('dialog', { name: zh('example.detailTitle') });
    await detail.getByText('Mia', { exact: true }).waitFor();
    await journey.shot('example-dialog-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: zh('example.actions.deleteRow', { title: 'Pallet audit, aisle 4' }) })
      .click();
    await page
      .getByRole('dialog', { name: zh('example.deleteTitle') })
      .getByRole('button', { name: zh('example.actions.delete') })
      .click();
    await expect.poll(() => firstTitle(page, table).innerText(), POLL).not.toBe('Pallet audit, aisle 4');
    await done(journey);
  });

  it('runs a full CRUD cycle on pages: no tab, the list lit, the new record first', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    const table = zh('router.examplePage');
    await visit(page, '/example/example-page', table);
    await firstTitle(page, table).waitFor();

    await page.getByRole('button', { name: zh('example.actions.add'), exact: true }).click();
    await waitForHash(page, '#/example/example-add');
    await page.getByRole('heading', { name: zh('router.exampleAdd') }).waitFor();
    const menuLink = page
      .getByRole('navigation', { name: zh('menu.label') })
      .getByRole('link', { name: zh('router.examplePage') });
    expect(await menuLink.getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('tablist').getByRole('tab').allInnerTexts()).not.toContain(
      zh('router.exampleAdd'),
    );
    const form = page.getByRole('form', { name: zh('example.addTitle') });
    await fillExample(form, page, 'Dock schedule', 'Ivo', 2);
    await journey.shot('example-page-add');
    await form.getByRole('button', { name: zh('example.actions.save') }).click();
    await waitForHash(page, '#/example/example-page');
    await expect.poll(() => firstTitle(page, table).innerText(), POLL).toBe('Dock schedule');
    await journey.shot('example-page-list-new-first');

    await page
      .getByRole('button', { name: zh('example.actions.editRow', { title: 'Dock schedule' }) })
      .click();
    const editForm = page.getByRole('form', { name: zh('example.editTitle') });
    const author = editForm.getByRole('textbox', { name: zh('example.fields.author') });
    await expect.poll(() => author.inputValue(), POLL).toBe('Ivo');
    await author.fill('Ivo Lind');
    await editForm.getByRole('button', { name: zh('example.actions.save') }).click();
    await waitForHash(page, '#/example/example-page');

    await page
      .getByRole('button', { name: zh('example.actions.viewRow', { title: 'Dock schedule' }) })
      .click();
    await page.getByRole('heading', { name: zh('router.exampleDetail') }).waitFor();
    await page.locator('dl').getByText('Ivo Lind', { exact: true }).waitFor();
    expect(await menuLink.getAttribute('aria-current')).toBe('page');
    await journey.shot('example-page-detail');
    await page.getByRole('button', { name: zh('example.backToList') }).click();
    await waitForHash(page, '#/example/example-page');

    await page
      .getByRole('button', { name: zh('example.actions.deleteRow', { title: 'Dock schedule' }) })
      .click();
    await page
      .getByRole('dialog', { name: zh('example.deleteTitle') })
      .getByRole('button', { name: zh('example.actions.delete') })
      .click();
    await expect.poll(() => firstTitle(page, table).innerText(), POLL).not.toBe('Dock schedule');
    await done(journey);
  });

  it("edits a role's menus and the test account (that role) sees them in front-end mode", async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    const mainMenu = page.getByRole('navigation', { name: zh('menu.label') });

    // route mode: front-end filtering (from the next sign-in)
    await page.getByRole('button', { name: zh('settings.title') }).click();
    await page.getByRole('switch', { name: zh('settings.switches.serverDynamicRouter') }).click();
    await page.keyboard.press('Escape');
    await signOut(page);
    await signInAgain(page, 'test');
    await mainMenu.getByText(zh('router.dashboard'), { exact: true }).waitFor();
    expect(await mainMenu.getByText(zh('router.example'), { exact: true }).count()).toBe(0);
    await journey.shot('role-test-before');
    await signOut(page);

    await signInAgain(page, 'admin');
    await visit(page, '/authorization/role', zh('router.role'));
    await page
      .getByRole('button', { name: zh('authorization.actions.editRow', { name: server('roleAdmin') }) })
      .click();
    const form = page.getByRole('form', { name: zh('authorization.role.editTitle') });
    await form.getByRole('searchbox').fill(zh('router.exampleDialog'));
    await form.getByRole('checkbox', { name: zh('router.exampleDialog') }).check();
    await journey.shot('role-edit-menus');
    await form.getByRole('button', { name: zh('authorization.actions.save') }).click();
    await form.waitFor({ state: 'detached' });
    await signOut(page);

    await signInAgain(page, 'test');
    await mainMenu.getByText(zh('router.example'), { exact: true }).click();
    await mainMenu.getByRole('link', { name: zh('router.exampleDialog') }).click();
    await waitForHash(page, '#/example/example-dialog');
    await page.getByRole('heading', { name: zh('router.exampleDialog') }).waitFor();
    await page.getByRole('button', { name: zh('example.actions.add'), exact: true }).waitFor();
    expect(await mainMenu.getByText(zh('router.level'), { exact: true }).count()).toBe(0);
    await journey.shot('role-test-after');
    await done(journey);
  });

  it('is usable at phone width', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/example/example-dialog', zh('router.exampleDialog'));
    await page.getByRole('button', { name: zh('example.actions.add'), exact: true }).waitFor();
    await listShown(page);
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot('example-dialog-375');
    await page.getByRole('button', { name: zh('example.actions.add'), exact: true }).click();
    await page.getByRole('form', { name: zh('example.addTitle') }).waitFor();
    await journey.shot('example-dialog-add-375');
    await page.keyboard.press('Escape');

    await visit(page, '/authorization/user', zh('router.user'));
    await listShown(page);
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot('authorization-user-375');
    await visit(page, '/authorization/department', zh('router.department'));
    await listShown(page);
    await journey.shot('authorization-department-375');
    await visit(page, '/authorization/role', zh('router.role'));
    await listShown(page);
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot('authorization-role-375');
    await done(journey);
  });
});
