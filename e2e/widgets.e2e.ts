import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import shellZh from '../src/i18n/locales/zh-CN/shell.json';
import widgetsZh from '../src/i18n/locales/zh-CN/widgets.json';
import {
  BASE_URL,
  open,
  settled,
  sharedBrowser,
  signedIn,
  transitionsEnded,
  waitForHash,
  type Journey,
} from './support/browser';

const browser = sharedBrowser();

type Tree = { [key: string]: string | Tree };
/** The Chinese a person reads for a message key of the widgets or shell area. */
function zh(key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), {
      ...shellZh,
      ...widgetsZh,
      router: { ...shellZh.router, ...widgetsZh.router },
    });
  if (typeof found !== 'string') throw new Error(`No message for ${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await waitForHash(page, `#${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
}

/** Nothing on the page is wider than the screen (a phone would scroll sideways). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function done(journey: Journey) {
  expect(journey.errors).toEqual([]);
  await journey.context.close();
}

describe('the widget demos in Chromium', () => {
  it('opens three detail pages in three tabs titled by their ids', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/function/multiple-tabs', zh('router.multipleTabs'));
    for (const id of [1, 2, 3]) {
      await page.getByRole('link', { name: zh('widgets.multipleTabs.open', { id }) }).click();
      await waitForHash(page, `#/function/multiple-tabs-demo/${id}`);
      await page.getByRole('heading', { name: zh('widgets.multipleTabs.detailTitle', { id }) }).waitFor();
      if (id < 3) await page.getByRole('button', { name: zh('widgets.multipleTabs.back') }).click();
    }
    await page.getByRole('tab', { name: zh('widgets.multipleTabs.detailTitle', { id: 3 }) }).waitFor();
    // each tab is titled by its page once the page shows: wait for the three titles, not the last one
    const detailTitles = async () =>
      (await page.getByRole('tablist').getByRole('tab').allInnerTexts()).filter((title) =>
        title.startsWith(zh('widgets.multipleTabs.detailTitle', { id: '' })),
      );
    await expect
      .poll(detailTitles)
      .toEqual([
        zh('widgets.multipleTabs.detailTitle', { id: 1 }),
        zh('widgets.multipleTabs.detailTitle', { id: 2 }),
        zh('widgets.multipleTabs.detailTitle', { id: 3 }),
      ]);
    // the list stays lit in the menu while a detail page shows
    await journey.shot('widgets-multiple-tabs');
    await done(journey);
  });

  it('starts the five requests and cancels one', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/function/request', zh('router.request'));
    await page.getByRole('button', { name: zh('widgets.request.startAll') }).click();
    const row = (n: number) => page.getByRole('row', { name: `/mock/request/${n}` });
    for (const n of [1, 2, 3, 4, 5]) await row(n).and(page.locator('[data-status="pending"]')).waitFor();
    // the elapsed time has moved past a second (what the screenshot shows)
    const aSecondOrMore = new RegExp(`^${zh('widgets.request.elapsed', { seconds: '[1-9]\\d*\\.\\d' })}$`);
    await row(1).getByText(aSecondOrMore).waitFor();
    await row(3)
      .getByRole('button', { name: `${zh('widgets.request.cancel')} /mock/request/3` })
      .click();
    await row(3).and(page.locator('[data-status="cancelled"]')).waitFor();
    for (const n of [1, 2, 4, 5]) expect(await row(n).getAttribute('data-status')).toBe('pending');
    await journey.shot('widgets-request-cancel-one');
    await page.getByRole('button', { name: zh('widgets.request.cancelAll') }).click();
    await row(5).and(page.locator('[data-status="cancelled"]')).waitFor();
    await done(journey);
  });

  it.each([
    { label: 'desktop', width: 1366, height: 860 },
    { label: 'phone', width: 375, height: 812 },
  ])('walks the guide to the end at $label width', async ({ label, width, height }) => {
    const journey = await open(browser(), { width, height });
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/guide/index', zh('router.guide'));
    await page.getByRole('button', { name: zh('widgets.guide.start') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const first = await dialog.getByText(/^\d+ \/ \d+$/).innerText();
    const total = Number(first.split('/')[1]);
    // a desktop shows every part but the phone's menu button: the menu, tabs, search, language,
    // scheme, settings and the account menu
    if (label === 'desktop') expect(total).toBe(7);
    else expect(total).toBeGreaterThanOrEqual(5);
    for (let step = 1; step <= total; step += 1) {
      await dialog.getByText(zh('widgets.tour.progress', { current: step, total })).waitFor();
      const card = await dialog.boundingBox();
      expect(
        card && card.x >= 0 && card.x + card.width <= width && card.y >= 0 && card.y + card.height <= height,
      ).toBe(true);
      if (step <= 3) await journey.shot(`widgets-guide-${label}-${step}`);
      const last = step === total;
      await dialog
        .getByRole('button', { name: last ? zh('widgets.tour.done') : zh('widgets.tour.next') })
        .click();
    }
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(zh('widgets.guide.finished')).waitFor();
    await done(journey);
  });

  it('shows the tree and the avatars on a phone', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/tree', zh('router.tree'));
    await page
      .getByRole('searchbox', { name: zh('widgets.tree.search') })
      .fill(zh('widgets.tree.nodes.hamburg'));
    await page.locator('mark', { hasText: zh('widgets.tree.nodes.hamburg') }).waitFor();
    const hamburg = page.getByRole('checkbox', { name: zh('widgets.tree.nodes.hamburg') });
    const germany = page.locator('[role="treeitem"][data-value="de"]');
    await hamburg.uncheck(); // checked from the start
    expect(await germany.getAttribute('aria-checked')).toBe('mixed');
    await hamburg.check();
    expect(await germany.getAttribute('aria-checked')).toBe('true');
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot('widgets-tree-phone');

    await visit(page, '/components/avatars', zh('router.avatars'));
    const more = page.getByRole('button', { name: zh('widgets.avatars.more', { count: 4 }) });
    await more.click();
    const others = page.getByRole('list', { name: zh('widgets.avatars.more', { count: 4 }) });
    await others.waitFor();
    await transitionsEnded(others); // the list fades in
    expect(await fitsWidth(page)).toBe(true);
    await journey.shot('widgets-avatars-phone');
    await done(journey);
  });

  it('shows every other widget page without an error', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    for (const [path, title] of [
      ['/components/count-to', 'router.countTo'],
      ['/components/infotip', 'router.infotip'],
      ['/components/input-password', 'router.inputPassword'],
      ['/components/waterfall', 'router.waterfall'],
      ['/components/image-cropping', 'router.imageCropping'],
      ['/components/i-agree', 'router.iAgree'],
      ['/hooks/useTagsView', 'router.useTagsView'],
      ['/hooks/useClipboard', 'router.useClipboard'],
      ['/hooks/useNetwork', 'router.useNetwork'],
    ]) {
      await visit(page, path, zh(title));
      // the first page of cards arrives after the page, then their images
      if (path === '/components/waterfall')
        await page.getByRole('img', { name: zh('widgets.waterfall.item', { n: 1 }), exact: true }).waitFor();
      await settled(page);
      await journey.shot(`widgets-page${path.replaceAll('/', '-')}`);
    }
    // the infotip opens on keyboard focus
    await visit(page, '/components/infotip', zh('router.infotip'));
    await page
      .getByRole('button', { name: zh('widgets.infotip.label') })
      .first()
      .focus();
    await page.getByRole('tooltip').getByText(zh('widgets.infotip.title')).waitFor();
    await transitionsEnded(page.getByRole('tooltip')); // the tip fades in
    await journey.shot('widgets-infotip-open');
    // the network hook follows the browser going offline and back
    await visit(page, '/hooks/useNetwork', zh('router.useNetwork'));
    await journey.context.setOffline(true);
    await page.getByRole('status').getByText(zh('widgets.network.offline')).waitFor();
    await journey.context.setOffline(false);
    await page.getByRole('status').getByText(zh('widgets.network.online')).waitFor();
    await page.getByRole('log').getByText(zh('widgets.network.wentOffline')).waitFor();
    await done(journey);
  });
});
