import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { open, sharedBrowser } from './support/browser';

// The statechart simulators in the built Storybook (served by the global setup from
// E2E_STORYBOOK, default storybook-static): one shell machine and one business chart, driven by
// their buttons; the highlighted state moves and the log grows. English only: a developer's tool.

const browser = sharedBrowser();
/** The served Storybook; the journey fails (never skips) without one. */
function storybook(): string {
  const url = process.env.E2E_STORYBOOK_URL;
  if (url === undefined) throw new Error(process.env.E2E_STORYBOOK_MISSING ?? 'No Storybook is served.');
  return url;
}

async function openStory(page: Page, id: string) {
  await page.goto(`${storybook()}iframe.html?id=${id}&viewMode=story`);
  await page.getByTestId('chart-diagram').waitFor();
}

const highlighted = (page: Page) =>
  page.getByTestId('chart-diagram').locator('[aria-current="step"]').getAttribute('data-state-id');
const logLength = (page: Page) => page.getByTestId('event-log').locator('li').count();
const state = (page: Page) => page.getByTestId('current-state').innerText();

describe('statechart simulators in Chromium', () => {
  it('plays "refresh fails while three requests wait", then a recharge from draft to credited', async () => {
    storybook();
    const journey = await open(browser(), { locale: 'en' });
    const { page } = journey;

    await openStory(page, 'machines-shell-token-refresh--refresh-fails-while-three-wait');
    expect(await state(page)).toBe('refreshing');
    expect(await highlighted(page)).toBe('tokenRefresh.refreshing');
    const before = await logLength(page);
    await journey.shot('simulators-1-token-refresh-waiting');
    await page.getByRole('button', { name: 'Fail refreshTokens #1' }).click();
    await expect.poll(() => highlighted(page)).toBe('tokenRefresh.idle');
    expect(await logLength(page)).toBeGreaterThan(before);
    for (const n of [1, 2, 3])
      await page.getByText(`request ${n} failed: the refresh token has expired`).waitFor();
    await journey.shot('simulators-2-token-refresh-failed');

    await page.setViewportSize({ width: 375, height: 760 });
    await openStory(page, 'machines-business-charts--recharge');
    expect(await highlighted(page)).toBe('recharge.DRAFT');
    const events = page.getByRole('region', { name: 'Events' });
    await events.getByRole('button', { name: 'submit' }).click();
    await expect.poll(() => highlighted(page)).toBe('recharge.PENDING_REVIEW');
    expect(await events.getByRole('button', { name: 'approve' }).count()).toBe(0);
    await page.getByText('operator', { exact: true }).click();
    await events.getByRole('button', { name: 'approve' }).click();
    await expect.poll(() => highlighted(page)).toBe('recharge.CREDITED');
    expect(await state(page)).toBe('CREDITED');
    expect(await logLength(page)).toBeGreaterThanOrEqual(4);
    await journey.shot('simulators-3-recharge-credited-375');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('fits the outbound chart, the widest, to its frame, then zooms to the current state', async () => {
    const journey = await open(browser(), { locale: 'en' });
    const { page } = journey;
    await openStory(page, 'machines-business-charts--outbound-order');
    const diagram = page.getByTestId('chart-diagram');
    const widths = () =>
      diagram.evaluate((svg) => ({
        drawn: svg.getBoundingClientRect().width,
        frame: (svg.closest('[data-diagram]') as HTMLElement).getBoundingClientRect().width,
      }));
    // the whole diagram in view at first, however wide its layout
    await expect
      .poll(async () => {
        const { drawn, frame } = await widths();
        return drawn <= frame + 1;
      })
      .toBe(true);
    await journey.shot('simulators-4-outbound-fitted');
    await page.getByRole('button', { name: 'Current state' }).click();
    // at its own size, the current state in the frame's middle (once the zoom's animation ends)
    const centred = () =>
      diagram.locator('[aria-current="step"]').evaluate((state) => {
        const box = state.getBoundingClientRect();
        const frame = (state.closest('[data-diagram]') as HTMLElement).getBoundingClientRect();
        const offCentre = Math.abs(box.left + box.width / 2 - (frame.left + frame.width / 2));
        return box.width > 40 && offCentre < 2;
      });
    await expect.poll(centred).toBe(true);
    expect((await widths()).drawn).toBeGreaterThan((await widths()).frame);
    await journey.shot('simulators-5-outbound-current-state');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
