import type { Page } from 'playwright-core';
import type { AppRouteRecord } from '../../machines/types';
import { accessibilityProblems } from './axe';
import {
  BASE_URL,
  cutTexts,
  overlappingTexts,
  FOCUSABLE,
  withoutFocusRing,
  open,
  signIn,
  transitionsEnded,
  waitForHash,
  type Journey,
  type OpenOptions,
} from './browser';
import { eitherLanguage, messagesOf, startingWith, type Lang } from './messages';

/**
 * The sweep (issue #12): every page of an account's menu, the hidden pages its lists link to (one
 * record each) and every link of every breadcrumb, opened in Chromium; any page error or console
 * error, any page that never finishes loading, every WCAG 2.1 AA violation axe-core finds on it
 * (issue #18) and any words a box cuts off or that run off the page (`cutTexts`, at the sweep's width
 * and language) or drawn over other words (`overlappingTexts`), is reported with the page it happened
 * on.
 */

/** Pages a signed-in person is sent away from, and the catch-all helpers: not pages to sweep. */
const NOT_PAGES = [/^\/redirect/, /^\/login/, /^\/register/, /^\/active-account/, /^\/reset-password/];
const NOT_PAGES_TOO = [/^\/forget-password/, /^https?:/];
/** How long a page may take to show its content: the mock's delays are a tenth here. */
const SETTLE_MS = 20000;
/** Without a tabs bar to close them in, kept-alive pages pile up: a fresh document every so many pages. */
const PAGES_PER_DOCUMENT = 15;

export interface SweepReport {
  /** every path opened, in order */
  visited: string[];
  /** hidden pages with a parameter, and the record's path they were opened at */
  records: Record<string, string>;
  /** breadcrumb links followed, and where each led */
  crumbs: Record<string, string>;
  /** what went wrong, one line a problem, naming the page */
  problems: string[];
  /** pages axe checked, and the time it took over all of them */
  axe: { pages: number; ms: number };
}

interface Pages {
  /** pages to open as they are (menu pages, hidden pages without a parameter) */
  plain: string[];
  /** parents of pages: each must lead to a page of its own (its redirect or first child) */
  parents: string[];
  /** pages kept out of the menu (opened from a list: add, edit, detail) */
  hidden: string[];
  /** patterns of hidden pages that need a record (`/sku/detail/:id`) */
  withParams: string[];
}

const join = (parent: string, child: string) =>
  child.startsWith('/') || /^https?:/.test(child)
    ? child
    : `${parent.replace(/\/$/, '')}/${child}`.replace(/\/+/g, '/');

/** The account's pages, from the routes the console generated for it (the persisted permission state). */
export function pagesOf(routers: AppRouteRecord[]): Pages {
  const plain: string[] = [];
  const parents: string[] = [];
  const hidden: string[] = [];
  const withParams: string[] = [];
  const walk = (records: AppRouteRecord[], parent: string) => {
    for (const record of records) {
      const path = join(parent, record.path);
      if (record.children?.length) {
        walk(record.children, path);
        const leadsInside = record.children.some((child) => !/^https?:/.test(child.path));
        if (path !== '/' && leadsInside && ![...NOT_PAGES, ...NOT_PAGES_TOO].some((p) => p.test(path)))
          parents.push(path);
      }
      const isView = record.component && !record.component.includes('#');
      if (!isView || [...NOT_PAGES, ...NOT_PAGES_TOO].some((p) => p.test(path))) continue;
      if (path.includes(':')) withParams.push(path);
      else plain.push(path);
      if (record.meta?.hidden) hidden.push(path);
    }
  };
  walk(routers, '/');
  const unique = (paths: string[]) => [...new Set(paths)];
  return {
    plain: unique(plain),
    parents: unique(parents),
    hidden: unique(hidden),
    withParams: unique(withParams),
  };
}

const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+\\\*|:\w+/g, '[^/?#]+')}$`);

const paramsOf = (route: string) => route.match(/:\w+/g) ?? [];
const parentOf = (route: string) => route.split('/').slice(0, 2).join('/');
/** Two hidden pages of one area taking the same parameters (`/sku/detail/:id`, `/sku/edit/:id`). */
const sameParams = (a: string, b: string) =>
  parentOf(a) === parentOf(b) && paramsOf(a).join() === paramsOf(b).join();

/** `route` with its parameters filled in from `path`, where `sibling` (same parameters) was opened. */
function withValuesOf(route: string, sibling: string, path: string): string {
  const values = new Map<string, string>();
  const names = paramsOf(sibling);
  const match = patternOf(sibling).exec(path.split('?')[0]);
  const parts = path.split('?')[0].split('/');
  sibling.split('/').forEach((segment, i) => {
    if (segment.startsWith(':')) values.set(segment, parts[i]);
  });
  if (!match || names.some((name) => !values.has(name))) return route;
  return route.replace(/:\w+/g, (name) => values.get(name) ?? name);
}

/**
 * Waits until the shown page has finished loading: no page loader, nothing busy and nothing moving
 * (a transition or an animation that ends: a panel fading in, a tab closing), for two frames running.
 * What axe and the measures then look at is the page at rest: a colour's contrast measured half way
 * through a fade is not the page's.
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const shown = (el: Element) => el instanceof HTMLElement && el.getClientRects().length > 0;
      const moving = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      const busy =
        moving || [...document.querySelectorAll('[data-page-loader], [aria-busy="true"]')].some(shown);
      const w = window as unknown as { __sweepQuiet?: number };
      w.__sweepQuiet = busy ? 0 : (w.__sweepQuiet ?? 0) + 1;
      return w.__sweepQuiet >= 2;
    },
    undefined,
    { timeout: SETTLE_MS, polling: 'raf' },
  );
}

const currentPath = (page: Page) => page.evaluate(() => decodeURIComponent(location.hash.slice(1)));

/** Opens `path` in the running console as a person following a link would (the address's hash). */
async function go(page: Page, path: string) {
  await page.evaluate((p) => {
    (window as unknown as { __sweepQuiet?: number }).__sweepQuiet = 0;
    location.hash = p;
  }, path);
}

/** Links on the shown page (its content and its breadcrumb) into the console. */
async function linksOn(page: Page): Promise<{ content: string[]; crumbs: string[] }> {
  return page.evaluate(() => {
    const shown = (el: Element) => el instanceof HTMLElement && el.getClientRects().length > 0;
    const hrefs = (selector: string) =>
      [...document.querySelectorAll<HTMLAnchorElement>(selector)]
        .filter(shown)
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('#/'))
        .map((href) => href.slice(1));
    return { content: hrefs('main a[href^="#/"]'), crumbs: hrefs('.mantine-Breadcrumbs-root a[href]') };
  });
}

export interface SweepOptions extends OpenOptions {
  lang: Lang;
  /** the dark colour scheme (a stored setting, as a person who chose it would have) */
  dark?: boolean;
  /** a primary colour chosen in the settings instead of the default */
  primary?: string;
}

/** A button named by the console message `key`, in either language. */
const buttonNamed = (page: Page, key: string) =>
  page.getByRole('button', { name: new RegExp(`^${eitherLanguage(key)}$`) });

/**
 * The shell's drawers, checked once a sweep: the settings drawer, and on a phone the menu drawer
 * (both portalled out of the shell, over the page).
 */
async function drawerProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const check = async (opener: ReturnType<typeof buttonNamed>, name: string) => {
    // from the keyboard: a click leaves the pointer over the button, whose tooltip fades in meanwhile
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await transitionsEnded(drawer);
    problems.push(...(await accessibilityProblems(page, `${await currentPath(page)} (${name})`)));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  };
  const menu = buttonNamed(page, 'header.openMenu');
  if (await menu.isVisible()) await check(menu, 'the menu drawer');
  await check(buttonNamed(page, 'settings.title'), 'the settings drawer');
  return problems;
}

/** The tabs bar's tabs a person can close (the workplace's cannot be), and those not shown now. */
const CLOSABLE_TABS = '[role="tab"][aria-keyshortcuts="Delete"]';
const EARLIER_TABS = `${CLOSABLE_TABS}[aria-selected="false"]`;

/**
 * Closes the tabs of the pages opened before, from the keyboard, as a person tidying the tabs bar
 * would: each keeps its page alive in the document, and a document of many pages makes every later
 * step (axe above all) slower. False when the console shows no tabs bar to close them with.
 */
async function closeEarlierTabs(page: Page): Promise<boolean> {
  if ((await page.locator(CLOSABLE_TABS).count()) === 0) return false;
  for (let left = await page.locator(EARLIER_TABS).count(); left > 0;) {
    await page.locator(EARLIER_TABS).first().focus();
    await page.keyboard.press('Delete');
    await page.waitForFunction(
      ({ selector, before }) => document.querySelectorAll(selector).length < before,
      { selector: EARLIER_TABS, before: left },
    );
    left = await page.locator(EARLIER_TABS).count();
  }
  return true;
}

/** A fresh document of the console at `path`, with no kept-alive pages from before. */
async function freshDocument(page: Page, path: string) {
  await page.evaluate(() => localStorage.removeItem('outpost.tabs'));
  // leave the document first: going to the console's own address with another hash is only a hash
  // change, which keeps every page alive (and the document grew to 25,000 elements)
  await page.goto('about:blank');
  await page.goto(`${BASE_URL}#${path}`);
}

/**
 * Signs in (or uses the session `signInWith` made), then opens every page of the account's menu,
 * one record of every hidden page its lists link to, and every breadcrumb link.
 */
export async function sweep(
  journey: Journey,
  /** signs in; answers the axe violations of the pages outside the console it went through */
  signInWith: (journey: Journey) => Promise<string[]>,
  {
    axe = true,
    links = true,
  }: {
    /** axe checks every page shown (false: only the pages before the console and the drawers) */
    axe?: boolean;
    /** parents and breadcrumb links are opened too (false: another sweep of the account does it) */
    links?: boolean;
  } = {},
): Promise<SweepReport> {
  const { page, errors } = journey;
  const beforeConsole = await signInWith(journey);
  const state = await page.evaluate(() => localStorage.getItem('outpost.permission'));
  const routers = (JSON.parse(state ?? '{}') as { routers?: AppRouteRecord[] }).routers ?? [];
  const { plain, parents, hidden, withParams } = pagesOf(routers);
  const hiddenPaths = new Set(hidden);
  const report: SweepReport = {
    visited: [],
    records: {},
    crumbs: {},
    problems: [],
    axe: { pages: 0, ms: 0 },
  };
  report.problems.push(...beforeConsole);
  await settled(page);
  report.problems.push(...(await drawerProblems(page)));
  if (plain.length === 0) report.problems.push('no pages in the generated routes');

  const waitingRecords = new Map(withParams.map((route) => [route, patternOf(route)]));
  const crumbs = new Set<string>();
  // a parent or a breadcrumb mostly leads to a page checked already: axe runs once per page shown
  const checked = new Set<string>();
  // and each page's words are measured once
  const measured = new Set<string>();
  let seenErrors = errors.length;
  // while the console shows its tabs bar, the pages opened before are closed there as the sweep goes
  let tabsBar = false;
  // where each path opened led (undefined: it did not finish loading)
  const landings = new Map<string, string | undefined>();

  const visit = async (path: string): Promise<string | undefined> => {
    if (!tabsBar && report.visited.length % PAGES_PER_DOCUMENT === PAGES_PER_DOCUMENT - 1)
      await freshDocument(page, path);
    else await go(page, path);
    report.visited.push(path);
    let landed: string | undefined;
    try {
      await settled(page);
      landed = await currentPath(page);
      const links = await linksOn(page);
      for (const href of links.content) {
        const bare = href.split('?')[0];
        // a hidden page opened with a record in its query (/example/example-detail?id=…)
        if (bare !== href && hiddenPaths.has(bare) && !report.records[bare] && bare !== path.split('?')[0])
          report.records[bare] = href;
        for (const [route, pattern] of waitingRecords) {
          if (pattern.test(bare)) {
            report.records[route] = href;
            waitingRecords.delete(route);
          }
        }
      }
      links.crumbs.forEach((href) => crumbs.add(href));
    } catch {
      report.problems.push(
        `${path}: did not finish loading within ${SETTLE_MS / 1000} s (at ${await currentPath(page)})`,
      );
    }
    if (axe && landed !== undefined && !checked.has(landed)) {
      checked.add(landed);
      const started = Date.now();
      try {
        report.problems.push(...(await accessibilityProblems(page, landed)));
      } catch (error) {
        report.problems.push(`${landed}: axe could not check the page: ${String(error).split('\n')[0]}`);
      }
      report.axe.pages += 1;
      report.axe.ms += Date.now() - started;
    }
    // words cut off by their box or running off the page, at this sweep's width and language
    if (landed !== undefined && !measured.has(landed)) {
      measured.add(landed);
      // the page's content: the shell's main area, or the whole page for one outside the shell (the
      // 404 page), where waiting for a main area that never comes cost each sweep 30 s
      const content = page.locator('#main-content').or(page.locator('#root:not(:has(#main-content))'));
      try {
        const cut = await cutTexts(content.first());
        if (cut.length > 0)
          report.problems.push(`${landed}: words cut off: ${[...new Set(cut)].join(' | ')}`);
        const over = await overlappingTexts(content.first());
        if (over.length > 0) report.problems.push(`${landed}: words drawn over others: ${over.join(' | ')}`);
      } catch (error) {
        report.problems.push(`${landed}: its words could not be measured: ${String(error).split('\n')[0]}`);
      }
      // and every link, button and field on it shows the keyboard's focus when it has it
      const unringed = await content.first().locator(FOCUSABLE).evaluateAll(withoutFocusRing, true);
      if (unringed.length > 0)
        report.problems.push(`${landed}: no visible focus on ${[...new Set(unringed)].join(' | ')}`);
    }
    // after axe, so that what axe checks is the page as opened (closing a tab redraws some pages)
    if (landed !== undefined) tabsBar = (await closeEarlierTabs(page).catch(() => false)) || tabsBar;
    if (landed?.startsWith('/404') && !path.startsWith('/404') && !path.includes('404-demo'))
      report.problems.push(`${path}: led to the 404 page`);
    const fresh = errors.slice(seenErrors);
    seenErrors = errors.length;
    for (const error of fresh) report.problems.push(`${path}: ${error.split('\n')[0]}`);
    landings.set(path, landed);
    return landed;
  };

  for (const path of plain) await visit(path);
  // a hidden page no list links to (an edit page, opened by a button) opens the record a sibling
  // page of its area was linked with: /sku/edit/:id takes the id /sku/detail/:id was opened at
  for (const route of [...waitingRecords.keys()]) {
    const sibling = Object.entries(report.records).find(([other]) => sameParams(other, route));
    if (!sibling) continue;
    report.records[route] = withValuesOf(route, sibling[0], sibling[1]);
    waitingRecords.delete(route);
  }
  for (const at of Object.values(report.records)) await visit(at);
  for (const route of waitingRecords.keys())
    report.problems.push(`${route}: no list linked to a record of it`);
  if (!links) return report;
  for (const parent of parents) {
    const landed = await visit(parent);
    if (landed === parent)
      report.problems.push(`${parent}: a parent that stays on its own path, leading nowhere`);
  }
  for (const crumb of crumbs) {
    // following a link is setting the address's hash to it: one opened already need not be again
    const landed = landings.has(crumb) ? landings.get(crumb) : await visit(crumb);
    report.crumbs[crumb] = landed ?? '(nowhere)';
  }
  return report;
}

/** Signs in through the form as a demo account, in the journey's language. */
export const asAccount =
  (username: string, password = username) =>
  async ({ page }: Journey): Promise<string[]> => {
    await page.goto(BASE_URL);
    await waitForHash(page, '#/login?redirect=/dashboard/workplace');
    await page
      .getByRole('button', { name: new RegExp(`^${eitherLanguage('login.submit')}$`, 'i') })
      .waitFor();
    const problems = await accessibilityProblems(page, '/login');
    await signIn(page, username, password);
    await waitForHash(page, '#/dashboard/workplace');
    return problems;
  };

/** Registers a visitor through the form, activates it from the demo mailbox, and signs in as it. */
export const asNewVisitor =
  (lang: Lang, username: string) =>
  async (journey: Journey): Promise<string[]> => {
    const t = messagesOf(lang);
    const { page } = journey;
    const problems: string[] = [];
    await page.goto(`${BASE_URL}#/register`);
    await page.getByRole('heading', { name: t('access.title.register') }).waitFor();
    problems.push(...(await accessibilityProblems(page, '/register')));
    await page.getByRole('textbox', { name: startingWith(t('access.fields.username')) }).fill(username);
    await page
      .getByRole('textbox', { name: startingWith(t('access.fields.email')) })
      .fill(`${username}@sweep.example`);
    await page.getByLabel(startingWith(t('access.fields.password'))).fill('Parcel2026!');
    await page.getByLabel(startingWith(t('access.fields.confirm'))).fill('Parcel2026!');
    await page.getByRole('button', { name: t('access.register.terms') }).click();
    const terms = page.getByRole('dialog', { name: t('access.terms.title') });
    await transitionsEnded(terms);
    problems.push(...(await accessibilityProblems(page, '/register (the terms)')));
    await terms.getByRole('button', { name: t('access.terms.accept') }).click();
    await terms.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t('access.register.submit') }).click();
    await page.getByRole('link', { name: t('access.mailbox.activate') }).click();
    await page.getByText(t('access.active.done', { username })).waitFor();
    problems.push(...(await accessibilityProblems(page, '/active-account')));
    await page.getByRole('link', { name: t('access.common.signIn') }).click();
    await waitForHash(page, '#/login');
    await signIn(page, username, 'Parcel2026!');
    await waitForHash(page, '#/dashboard/workplace');
    return problems;
  };

/**
 * A journey in `lang` (the console's stored language and the browser's), in the colour scheme and
 * primary colour asked for (the settings the console restores as it starts).
 */
export async function openIn(
  browser: Parameters<typeof open>[0],
  { lang, dark = false, primary, ...options }: SweepOptions,
) {
  const journey = await open(browser, { ...options, locale: lang });
  const settings = { isDark: dark, ...(primary ? { theme: { elColorPrimary: primary } } : {}) };
  await journey.context.addInitScript(
    ({ l, stored }) => {
      try {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
        // src/app/persist.ts STORAGE_KEYS.layout; what the console saves later is kept
        if (!localStorage.getItem('outpost.settings'))
          localStorage.setItem('outpost.settings', JSON.stringify(stored));
      } catch {
        // a frame without storage
      }
    },
    { l: lang, stored: settings },
  );
  return journey;
}

/** How a sweep looks, for its log line and test name. */
export const variantOf = ({ lang, dark, primary, width = 1366 }: SweepOptions) =>
  `${lang}, ${dark ? 'dark' : 'light'}, ${width} px${primary ? `, primary ${primary}` : ''}`;

/** What a sweep covered, in the run's log. */
export function printSweep(who: string, report: SweepReport) {
  const records = Object.entries(report.records).map(([route, at]) => `${route} at ${at}`);
  const crumbs = Object.entries(report.crumbs).map(([link, landed]) => `${link} → ${landed}`);
  console.log(
    `sweep ${who}: ${report.visited.length} pages opened; records: ${records.join(', ') || 'none'}; ` +
      `breadcrumb links: ${crumbs.join(', ') || 'none'}; axe checked ${report.axe.pages} pages in ` +
      `${Math.round(report.axe.ms / 1000)} s`,
  );
}
