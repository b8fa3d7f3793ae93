import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import zhShell from '../src/i18n/locales/zh-CN/shell.json';
import zhBusiness from '../src/i18n/locales/zh-CN/business-admin.json';
import { open, sharedBrowser, signedIn } from './support/browser';

const browser = sharedBrowser();

interface Answer {
  code: number;
  data: { total?: number } | null;
}

/** Calls the API from the page with the signed-in token, as the console's client would. */
async function api(page: Page, path: string, body?: unknown): Promise<Answer> {
  // The console starts its embedded mock back-end with its first request: wait until it has.
  await page.waitForFunction(
    () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
  );
  await page.waitForFunction(() => (window as { __outpostMock?: unknown }).__outpostMock !== undefined);
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(localStorage.getItem('outpost.session') ?? '{}') as { token?: string };
      const response = await fetch(`/services/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { Authorization: `Bearer ${session.token ?? ''}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      try {
        return JSON.parse(text) as Answer;
      } catch {
        throw new Error(`${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      }
    },
    { path, body },
  );
}

/** A Chinese product name as a seller would type it: test data of this journey, not a console message. */
const TYPED_NAME_CN = '端到端测试商品';

const SKU = {
  sku: 'E2E-KEEP-01',
  nameCn: TYPED_NAME_CN,
  nameEn: 'End-to-end product',
  weightKg: 0.4,
  lengthCm: 10,
  widthCm: 8,
  heightCm: 4,
  category: 'Electronics',
  cargoAttribute: 'GENERAL',
};

describe('the business demo data in Chromium', () => {
  it('keeps what a user created across a reload, until "reset demo data" restores the seed', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'seller');
    expect((await api(page, 'Sku/Save', SKU)).code).toBe(200);
    const listed = () => api(page, 'Sku/GetList?keyword=E2E-KEEP');
    expect((await listed()).data?.total).toBe(1);
    // Saved to IndexedDB a moment after the write: wait for that save before reloading.
    await page.evaluate(() => window.__outpostMock?.flushSaves());
    await page.reload();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect((await listed()).data?.total).toBe(1);

    await page.getByRole('button', { name: zhShell.settings.title }).click();
    const reset = page.getByRole('button', { name: zhBusiness.businessAdmin.demoData.reset });
    await reset.scrollIntoViewIfNeeded();
    await journey.shot('business-data-1-drawer');
    await reset.click();
    const dialog = page.getByRole('dialog', { name: zhBusiness.businessAdmin.demoData.confirmTitle });
    await dialog.getByRole('button', { name: zhBusiness.businessAdmin.demoData.reset }).click();
    await page.getByText(zhBusiness.businessAdmin.demoData.done).waitFor();
    expect((await listed()).data?.total).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect((await listed()).data?.total).toBe(0);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
