import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launch, open, signIn, type Journey } from './support/browser';
import { zh } from './support/messages';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const waitForHash = (page: Page, hash: string) =>
  page.waitForFunction((h) => decodeURIComponent(location.hash) === h, hash);

async function signedInAt(journey: Journey, path: string) {
  const { page } = journey;
  await page.goto(`${BASE_URL}#${path}`);
  await waitForHash(page, `#/login?redirect=${path}`);
  await signIn(page, 'admin', 'admin');
  await waitForHash(page, `#${path}`);
}

const WATERMARK = '[data-watermark]';

describe.each([
  { label: 'desktop', width: 1366, height: 860 },
  { label: 'phone', width: 375, height: 812 },
])('the demo catalogue at $label width', ({ label, width, height }) => {
  it('shows the three permission buttons and the nameless error', async () => {
    const journey = await open(browser, { width, height });
    const { page } = journey;
    await signedInAt(journey, '/function/test');
    for (const name of [zh('permission.add'), zh('permission.edit'), zh('permission.delete')])
      await page.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: zh('permission.tryWithoutName') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: zh('permission.nameRequired') })
      .waitFor();
    await journey.shot(`demo-permission-${label}`);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('draws a QR code and downloads it as a PNG', async () => {
    const journey = await open(browser, { width, height });
    const { page } = journey;
    await signedInAt(journey, '/components/qrcode');
    const canvas = page.locator('canvas[role="img"]');
    await canvas.waitFor();
    // a drawn code has dark modules on its light background
    await page.waitForFunction(() => {
      const node = document.querySelector<HTMLCanvasElement>('canvas[role="img"]');
      const data = node?.getContext('2d')?.getImageData(0, 0, node.width, node.height).data;
      return data ? data.some((value, i) => i % 4 === 0 && value < 60) : false;
    });
    await page.getByText(zh('qrcode.logoApp'), { exact: true }).click();
    expect(await page.getByRole('radio', { name: zh('qrcode.logoApp') }).isChecked()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: zh('qrcode.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qrcode.png');
    await journey.shot(`demo-qrcode-${label}`);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('keeps the watermark when it is removed from the DOM', async () => {
    const journey = await open(browser, { width, height });
    const { page } = journey;
    await signedInAt(journey, '/hooks/useWatermark');
    await page.getByRole('button', { name: zh('watermark.set') }).click();
    await page.locator(WATERMARK).waitFor({ state: 'attached' });
    await page.evaluate((selector) => document.querySelector(selector)?.remove(), WATERMARK);
    await page.waitForFunction((selector) => document.querySelector(selector) !== null, WATERMARK);
    await page.evaluate((selector) => document.querySelector(selector)?.setAttribute('style', ''), WATERMARK);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('style')?.includes('fixed'),
      WATERMARK,
    );
    await journey.shot(`demo-watermark-${label}`);
    await page.getByRole('button', { name: zh('watermark.clear') }).click();
    await page.locator(WATERMARK).waitFor({ state: 'detached' });
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
