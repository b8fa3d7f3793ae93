import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, signIn, sharedBrowser, waitForHash, signedIn } from './support/browser';
import { zh } from './support/messages';
const browser = sharedBrowser();

// the mock answers /mock/* after 1 s and the figures then count up for 1.5 s
const SETTLED = { timeout: 15000 };

async function openAnalysis(page: Page) {
  await page.goto(`${BASE_URL}#/dashboard/analysis`);
  for (const figure of ['102,400', '81,212', '9,280', '13,600']) {
    await page
      .getByTestId('stat-value')
      .filter({ hasText: new RegExp(`^${figure}$`) })
      .waitFor(SETTLED);
  }
  // hidden pages of other open tabs stay in the document, so count the visible charts only
  await page.locator('[role="img"]:visible svg').nth(2).waitFor();
}

async function openWorkplace(page: Page) {
  await page.goto(`${BASE_URL}#/dashboard/workplace`);
  await page
    .getByTestId('total-access')
    .filter({ hasText: /^2,340$/ })
    .waitFor(SETTLED);
  expect(await page.getByTestId('total-project').textContent()).toBe('40');
  expect(await page.getByTestId('total-todo').textContent()).toBe('10');
  await page.locator('[role="img"]:visible svg').first().waitFor();
}

describe('the dashboards in Chromium', () => {
  it('the sign-in page does not download the chart library', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map((url) => page.request.get(url).then((r) => r.text())));
    // nivo's palettes ship with the library and nowhere else
    expect(bodies.filter((body) => body.includes('nivo:['))).toEqual([]);

    await signIn(page, 'admin', 'admin');
    await waitForHash(page, '#/dashboard/workplace');
    await openAnalysis(page);
    const analysisBodies = await Promise.all(
      scripts.map((url) => page.request.get(url).then((r) => r.text())),
    );
    expect(analysisBodies.some((body) => body.includes('nivo:['))).toBe(true);
    await journey.context.close();
  });

  it("shows the seed's figures and charts on a desktop", async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await openAnalysis(page);
    await page.getByText(zh('analysis.userAccessSource')).waitFor();
    await page.getByText(zh('analysis.searchEngines')).waitFor();
    await journey.shot('dashboard-analysis-desktop');
    await openWorkplace(page);
    await page.getByText(zh('workplace.dynamic', { name: 'Archer', action: zh('workplace.push') })).waitFor();
    await journey.shot('dashboard-workplace-desktop');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('stacks the charts in one column at 375 px', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey);
    await openAnalysis(page);
    const pie = await page.getByText(zh('analysis.userAccessSource')).boundingBox();
    const weekly = await page.getByText(zh('analysis.weeklyUserActivity')).boundingBox();
    expect(pie && weekly && weekly.y > pie.y && Math.abs(weekly.x - pie.x) < 2).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await journey.shot('dashboard-analysis-375');
    await page.getByText(zh('analysis.userAccessSource')).scrollIntoViewIfNeeded();
    await journey.shot('dashboard-analysis-375-charts');
    await openWorkplace(page);
    await journey.shot('dashboard-workplace-375');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('follows dark mode, in English', async () => {
    const journey = await open(browser(), { locale: 'en' });
    const { page } = journey;
    await signedIn(journey);
    await page.getByRole('button', { name: zh('settings.title') }).click();
    await page.getByRole('switch', { name: zh('settings.darkMode') }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: zh('header.language') }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await openAnalysis(page);
    await page.getByText('Search engines').waitFor();
    const tick = page.locator('[role="img"]:visible svg text').first();
    const fill = await tick.evaluate((node) => getComputedStyle(node).fill);
    expect(fill).not.toBe('rgb(0, 0, 0)'); // chart text is light on the dark background
    await journey.shot('dashboard-analysis-dark');
    await openWorkplace(page);
    await page.getByText('Bella left a comment').waitFor();
    await journey.shot('dashboard-workplace-dark');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
