import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cutTexts, overlappingTexts, sharedBrowser } from './support/browser';

/**
 * The sweeps' measure of words drawn over others (`overlappingTexts`), on pages made for it: what it
 * must find, and what it must leave (a sticky column over the cells beneath, a turned chart label,
 * hidden text, a tight paragraph's lines).
 */
const browser = sharedBrowser();
let page: Page;

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await page.close();
});

const measure = async (html: string) => {
  await page.setContent(`<main style="font: 14px sans-serif">${html}</main>`);
  return overlappingTexts(page.locator('main'));
};

describe('words drawn over others', () => {
  it('finds a header that runs into the next one, and not headers that fit', async () => {
    const table = (wrap: string) => `
      <table style="table-layout: fixed; width: 120px"><tr>
        <th style="width: 60px; white-space: ${wrap}">Pending put-away</th>
        <th style="width: 60px; white-space: ${wrap}">Available</th>
      </tr></table>`;
    expect(await measure(table('nowrap'))).toEqual(['"Pending put-away" over "Available"']);
    expect(await measure(table('normal'))).toEqual([]);
  });

  it('finds a box placed over words without a background of its own', async () => {
    const html = `<div style="position: relative; height: 40px">
        <span>Shipped today</span>
        <span style="position: absolute; left: 10px; top: 0">Held</span>
      </div>`;
    expect(await measure(html)).toEqual(['"Shipped today" over "Held"']);
  });

  it('leaves words a sticky cell or a tooltip covers, words hidden, and a turned label', async () => {
    const html = `
      <div style="overflow-x: auto; width: 200px"><table style="width: 400px"><tr>
        <td style="width: 300px"><span style="margin-left: 150px">scrolled beneath</span></td>
        <td style="position: sticky; right: 0; background: white">View</td>
      </tr></table></div>
      <div style="position: relative; height: 40px">
        <span>under a tooltip</span>
        <div style="position: absolute; left: 20px; top: 0"><div style="background: #fff">Tooltip</div></div>
      </div>
      <div style="position: relative; height: 40px">
        <span>seen</span>
        <span style="position: absolute; left: 0; top: 0; visibility: hidden">hidden</span>
        <span style="position: absolute; left: 0; top: 0; opacity: 0">transparent</span>
      </div>
      <p style="line-height: 1; width: 80px">lines of one tight paragraph, one under another</p>
      <svg width="200" height="80"><text x="10" y="40" transform="rotate(-40 10 40)">2026-01</text>
        <text x="30" y="40" transform="rotate(-40 30 40)">2026-02</text></svg>`;
    expect(await measure(html)).toEqual([]);
  });
});

describe('words cut off', () => {
  it('finds a chosen value wider than its read-only field, and not one that fits or one being typed', async () => {
    await page.setContent(`<main style="font: 14px sans-serif">
      <input readonly style="width: 40px" value="200 / page">
      <input readonly style="width: 200px" value="50 / page">
      <input style="width: 40px" value="typed at length">
    </main>`);
    expect(await cutTexts(page.locator('main'))).toEqual(['200 / page']);
  });

  it('finds an icon button pushed past the edge, and not one in a box that scrolls sideways', async () => {
    const icon = '<svg width="16" height="16"><circle cx="8" cy="8" r="6"></circle></svg>';
    await page.setContent(`<main style="width: 300px">
      <div style="display: flex; width: 400px"><span style="flex: 0 0 380px"></span>
        <button aria-label="Refresh">${icon}</button></div>
      <div style="overflow-x: auto"><div style="display: flex; width: 400px">
        <span style="flex: 0 0 380px"></span><button aria-label="Settings">${icon}</button></div></div>
    </main>`);
    expect(await cutTexts(page.locator('main'))).toEqual(['Refresh']);
  });
});
