import type { Locator, Page } from 'playwright-core';
import { api, consoleBaseOf } from './support/api';
import { signIn, signOut } from './support/browser';
import { eitherLanguage, type Translate } from './support/messages';

/** Steps of the inbound journeys (e2e/inbound.e2e.ts): messages, API look-ups, signing in and out. */

export { messagesOf, type Lang, type Translate } from './support/messages';

/** Approved SKUs of the signed-in seller with an approved US import declaration (they may go to USEA). */
export async function usReadySkus(page: Page, count: number): Promise<string[]> {
  const declared = await api<{ list: { sku: string }[] }>(
    page,
    'Sku/GetDeclarations?countryCode=US&direction=IMPORT&status=APPROVED&pageSize=200',
  );
  const skus = await api<{ list: { sku: string }[] }>(page, 'Sku/GetList?status=APPROVED&pageSize=200');
  const ready = new Set(declared.list.map((d) => d.sku));
  const found = skus.list.map((s) => s.sku).filter((sku) => ready.has(sku));
  if (found.length < count) throw new Error(`only ${found.length} US-ready SKUs`);
  return found.slice(0, count);
}

export interface Balance {
  sku: string;
  warehouseCode: string;
  available: number;
  unsellable: number;
  inTransit: number;
}

export async function balanceOf(page: Page, sku: string): Promise<Balance> {
  const rows = await api<{ list: Balance[] }>(
    page,
    `Inventory/GetList?warehouseCode=USEA&sku=${encodeURIComponent(sku)}`,
  );
  return (
    rows.list.find((row) => row.sku === sku) ?? {
      sku,
      warehouseCode: 'USEA',
      available: 0,
      unsellable: 0,
      inTransit: 0,
    }
  );
}

/** Signs out through the user menu, if signed in, and in again as `user`, landing on `path`. */
export async function switchTo(page: Page, t: Translate, user: string, path: string) {
  const menu = page.getByRole('button', { name: t('header.userMenu') });
  // Signed in, sign out first (the menu stays in the header at every width). Wait for the console or
  // the sign-in form rather than look once: right after a load neither is drawn yet, and the sign-in
  // page would then meet the old session and send it on as the previous user.
  const signInForm = page.getByRole('textbox', { name: new RegExp(eitherLanguage('login.username'), 'i') });
  const base = consoleBaseOf(page);
  if (page.url().startsWith(base)) await menu.or(signInForm).first().waitFor({ timeout: 30000 });
  if (await menu.isVisible()) {
    await signOut(page, t);
  }
  await page.goto(`${base}#/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, user, user);
  // both decoded: a SKU code may hold '#' (sent as %23)
  const landing = `#${decodeURIComponent(path)}`;
  await page.waitForFunction((p) => decodeURIComponent(location.hash).startsWith(p), landing, {
    timeout: 30000,
  });
}

/** Chooses `option` in the select (combobox) named `label` within `scope` (the options open on the page). */
export async function choose(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  scope: Page | Locator = page,
) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}
