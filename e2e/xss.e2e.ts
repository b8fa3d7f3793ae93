import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, settled, sharedBrowser } from './support/browser';
import { holding } from './support/messages';
import { messagesOf, switchTo, usReadySkus } from './inbound.steps';
import { apiPost as post } from './support/api';
import { openIn, SLOW, stockedAtUsEast } from './outbound.steps';

// Issue #17: script and onerror payloads in every free-text field of a SKU, an inbound and an outbound
// order, a comment (a cancel reason, kept in the action log) and a profile (the nickname, in the
// header on every page); then their lists, details, labels and exports are opened: nothing runs. A
// payload that ran would set `window.__xss` or open a dialog (alert), both watched.

const browser = sharedBrowser();

const SCRIPT = '<script>__xss=1</script>';
const IMG = '<img src=x onerror=__xss=1;alert(1)>';
const SVG = '"><svg onload=__xss=1>';
/** The nickname holds at most 32 characters. */
const NICK = '<img src=x onerror=alert(1)>';

/** The text of a file answer (an export; a label's PDF, posted) fetched by the page. */
async function fileText(page: Page, path: string, body?: unknown): Promise<string> {
  return page.evaluate(
    async ([p, b]) => {
      const session = JSON.parse(localStorage.getItem('outpost.session') ?? '{}') as { token?: string };
      const headers = { Authorization: `Bearer ${session.token ?? ''}`, 'Content-Type': 'application/json' };
      const response =
        b === undefined
          ? await fetch(`/services/api/${p}`, { headers })
          : await fetch(`/services/api/${p}`, { method: 'POST', headers, body: JSON.stringify(b) });
      return response.text();
    },
    [path, body] as const,
  );
}

/** Nothing has run: no canary set, no dialog opened. */
async function nothingRan(page: Page, dialogs: string[], where: string) {
  const canary = await page.evaluate(() => (window as { __xss?: unknown }).__xss);
  expect({ where, canary, dialogs }).toEqual({ where, canary: undefined, dialogs: [] });
}

/** Opens `hash`, waits for `text` to be drawn as text, and checks that nothing ran. */
async function visit(page: Page, dialogs: string[], hash: string, text: string) {
  await page.goto(`${BASE_URL}#${hash}`);
  await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor(SLOW);
  await settled(page);
  await nothingRan(page, dialogs, hash);
}

describe('payloads in free text (issue #17)', () => {
  it('are shown as text in lists, details, labels and exports, and never run', async () => {
    const lang = 'en';
    const t = messagesOf(lang);
    const journey = await openIn(browser(), lang);
    const { page } = journey;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // the profile: the nickname entered through the personal centre's form
    await switchTo(page, t, 'seller', '/personal/personal-center');
    const info = page.getByRole('form', { name: t('personal.tabs.info') });
    await info.getByRole('textbox', { name: holding(t('personal.nickname')) }).fill(NICK);
    await info.getByRole('button', { name: t('personal.profile.save') }).click();
    await page.getByText(t('personal.profile.saved')).waitFor(SLOW);
    await nothingRan(page, dialogs, 'profile');

    // a SKU, an inbound and an outbound order with a payload in every free-text field
    const stamp = String(Date.now()).slice(-6);
    const sku = await post<{ id: string }>(page, 'Sku/Save', {
      sku: `XSS-${stamp}`,
      nameCn: SCRIPT,
      nameEn: `XSS ${IMG}`,
      category: SVG,
      brand: IMG,
      model: SCRIPT,
      material: SVG,
      purpose: IMG,
      weightKg: 0.5,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 5,
      cargoAttribute: 'GENERAL',
    });
    const [line] = await usReadySkus(page, 1);
    const inbound = await post<{ id: string; inboundNo: string }>(page, 'Inbound/Save', {
      referenceNo: `XSS ${SVG}`,
      warehouseCode: 'USEA',
      shippingMode: 'SEA_LCL',
      loadType: 'PARCEL',
      eta: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      pickupAddress: IMG,
      remark: SCRIPT,
      boxes: [
        {
          customerBoxRef: SVG,
          weightKg: 12.5,
          lengthCm: 50,
          widthCm: 40,
          heightCm: 30,
          lines: [{ sku: line, expectedQty: 5 }],
        },
      ],
    });
    const stocked = await stockedAtUsEast(page);
    const outbound = await post<{ id: string; outboundNo: string }>(page, 'Outbound/Save', {
      referenceNo: `XSS ${IMG}`,
      storeName: SVG,
      warehouseCode: 'USEA',
      carrierCode: 'UPS-GROUND',
      remark: SCRIPT,
      consignee: {
        name: IMG,
        company: SCRIPT,
        phone: '+1 212 555 0147',
        email: '',
        countryCode: 'US',
        state: SVG,
        city: SCRIPT,
        address1: IMG,
        address2: SVG,
        postcode: '10001',
      },
      lines: [{ sku: stocked, qty: 1, declaredValue: 10 }],
    });
    // a comment: the reason the seller gives for cancelling, in the order's action log
    await post(page, 'Outbound/Cancel', { id: outbound.id, reason: IMG });

    // their lists and details draw the payloads as text
    await visit(page, dialogs, `/sku/list?keyword=XSS-${stamp}`, `XSS-${stamp}`);
    await visit(page, dialogs, `/sku/detail/${sku.id}`, `XSS ${IMG}`);
    await journey.shot('xss-1-sku-detail');
    await visit(page, dialogs, `/inbound/list?keyword=${inbound.inboundNo}`, inbound.inboundNo);
    await visit(page, dialogs, `/inbound/detail/${inbound.id}`, SCRIPT);
    await visit(page, dialogs, `/outbound/list?keyword=${outbound.outboundNo}`, outbound.outboundNo);
    await visit(page, dialogs, `/outbound/detail/${outbound.id}`, `XSS ${IMG}`);
    await journey.shot('xss-2-outbound-detail');
    // the consignee's address and the action log (the cancel reason) are tabs of their own
    for (const [tab, text] of [
      ['outbound.detail.tabs.consignee', SCRIPT],
      ['outbound.detail.tabs.log', IMG],
    ] as const) {
      await page.getByRole('tab', { name: t(tab) }).click();
      await page.getByRole('tabpanel').getByText(text).filter({ visible: true }).first().waitFor(SLOW);
      await nothingRan(page, dialogs, tab);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, dialogs, `/outbound/detail/${outbound.id}`, `XSS ${IMG}`);
    await journey.shot('xss-3-outbound-detail-375');

    // labels (a PDF: the payload is text in it) and exports (CSV: data, never markup)
    const pdf = await fileText(page, 'Sku/Labels', { size: '100x60', items: [{ skuId: sku.id, copies: 1 }] });
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const csv = await fileText(page, `Outbound/Export?format=csv&keyword=${outbound.outboundNo}`);
    expect(csv).toContain(outbound.outboundNo);
    const inboundCsv = await fileText(page, `Inbound/Export?format=csv&keyword=${inbound.inboundNo}`);
    expect(inboundCsv).toContain(inbound.inboundNo);
    await nothingRan(page, dialogs, 'labels and exports');

    // the operator's side: the SKU in the review queue, the orders in the warehouse's lists
    await switchTo(page, t, 'admin', `/sku/detail/${sku.id}`);
    await page.getByText(`XSS ${IMG}`).filter({ visible: true }).first().waitFor(SLOW);
    await settled(page);
    await nothingRan(page, dialogs, 'operator');
    expect(journey.errors.filter((e) => e.includes('__xss') || e.startsWith('CSP violation'))).toEqual([]);
    // the watch itself: a payload that did reach the page as markup is refused by the build's
    // Content-Security-Policy (no inline handlers), and the refusal is seen (ours and Chromium's)
    journey.expectErrors(
      /^CSP violation: script-src/,
      // Chromium's own line for the refused handler ("… violates the following Content Security
      // Policy directive 'script-src …'")
      /violates the following Content Security Policy directive:? ["']script-src/,
    );
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), IMG);
    await expect.poll(() => journey.errors.some((e) => e.startsWith('CSP violation: script-src'))).toBe(true);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await journey.context.close();
  }, 180_000);
});
