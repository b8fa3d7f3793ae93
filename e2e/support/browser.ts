import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, onTestFailed, onTestFinished } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { eitherLanguage, zh, type Translate } from './messages';

export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4179}/admin/`;
export const ARTIFACTS = 'e2e/artifacts';

/**
 * How long a journey waits for what a page first loads or a step first answers: the embedded
 * back-end's first start (its seeded database fetched and written, about 2 s alone on a quiet
 * machine) and the first list after it. A bound, not a pause: the wait ends when the thing appears.
 * Seen on a slower CI machine (2026-12-01), with another journey beside it on the two cores: the
 * first list 20–25 s, and waits of 20 s failed for that alone.
 */
export const SLOW = { timeout: 60_000 };

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * Screenshots of the journeys' steps are for people to look at: taken on a developer's machine, not
 * under CI, which keeps no artifacts (about 300 shots, some 50 s of CPU). `E2E_SHOTS=1` or `0` decides.
 */
const SHOTS = process.env.E2E_SHOTS ? process.env.E2E_SHOTS !== '0' : !process.env.CI;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** A console error a journey provokes on purpose: one containing this text, or matching it. */
export type ExpectedError = string | RegExp;

export interface Journey {
  context: BrowserContext;
  page: Page;
  /**
   * console errors and uncaught exceptions seen during the journey: any the journey did not expect
   * (`expectErrors`) fails its test once it has run
   */
  errors: string[];
  /** The console errors this journey provokes on purpose (a demo crash, a refused script). */
  expectErrors(...errors: ExpectedError[]): void;
  /** a screenshot of the page as it is, `e2e/artifacts/<name>.png` (none under CI: see SHOTS) */
  shot(name: string): Promise<void>;
}

export interface OpenOptions {
  width?: number;
  height?: number;
  locale?: string;
  /**
   * The mock's pace: 'fast' (default) answers in a tenth of the seed's delays, in the same order;
   * 'real' keeps them, for journeys about what a person sees while waiting.
   */
  delays?: 'fast' | 'real';
  /**
   * When the mock's business worker prepares its data (server/api/config.ts PrepareMode): 'on-first-call'
   * (default) when a business call first needs it, so that a journey through the demo pages does not
   * build the 5,000-order seed beside its page (a quarter of such a journey's time on two cores);
   * 'at-sign-in' as a person's console does, for the journeys about it.
   */
  prepare?: 'on-first-call' | 'at-sign-in';
}

export async function open(
  browser: Browser,
  {
    width = 1366,
    height = 860,
    locale = 'zh-CN',
    delays = 'fast',
    prepare = 'on-first-call',
  }: OpenOptions = {},
): Promise<Journey> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const context = await browser.newContext({ viewport: { width, height }, locale, serviceWorkers: 'allow' });
  // server/api/config.ts DELAY_MODE_STORAGE_KEY and PREPARE_MODE_STORAGE_KEY, read when the mock starts
  await context.addInitScript(
    (modes) => {
      try {
        window.localStorage.setItem('outpost.mock.delays', modes.delays);
        window.localStorage.setItem('outpost.mock.prepare', modes.prepare);
      } catch {
        // a frame without storage (a PDF preview's blob frame): the mock does not run there
      }
    },
    { delays, prepare },
  );
  // The production build's Content-Security-Policy (#17): a violation anywhere is an error of the
  // journey (Chromium also logs most of them; this names the directive and what was refused)
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  const page = await context.newPage();
  reportPageOnFailure(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    // the browser's own log line for an HTTP error status is not an application error
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const expected: ExpectedError[] = [];
  failOnUnexpectedErrors(errors, expected);
  return {
    context,
    page,
    errors,
    expectErrors: (...more) => {
      expected.push(...more);
    },
    shot: async (name) => {
      if (!SHOTS) return;
      await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: false });
    },
  };
}

/**
 * When the journey's test fails, prints what failed, where the page was and what it showed, so that a
 * CI log (which keeps no screenshots) says what the person would have seen. The error is printed here
 * too: an attempt that a retry then passes is reported as flaky, and its own error otherwise shows
 * nowhere.
 */
function reportPageOnFailure(page: Page) {
  const calls = apiCallsOf(page);
  try {
    onTestFailed(async ({ task }) => {
      const errors = (task.result?.errors ?? []).map((error) =>
        (error.stack ?? error.message).slice(0, 1500),
      );
      console.log(`Failed (attempt ${(task.result?.retryCount ?? 0) + 1}):\n${errors.join('\n---\n')}`);
      if (page.isClosed()) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(no text)');
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      console.log(`Page at failure: ${page.url()}\n${lines.slice(0, 100).join('\n')}`);
      console.log(`Its last API calls, the oldest first:\n${calls().join('\n') || '(none)'}`);
    });
  } catch {
    // opened outside a running test (a beforeAll): nothing to attach to
  }
}

/**
 * The page's last API calls, for a failure's report: each with its answer's status, or as waiting or
 * failed. A step that waits in vain for what a call should bring (a sign-out, a list) then says which
 * call did not answer, and how.
 */
function apiCallsOf(page: Page): () => string[] {
  const KEPT = 15;
  const done: string[] = [];
  const waiting = new Map<Request, string>();
  const isApi = (url: string) => /\/(services\/api|mock)\//.test(url);
  const named = (request: Request) => `${request.method()} ${new URL(request.url()).pathname}`;
  const settle = (request: Request, how: string) => {
    if (!waiting.delete(request)) return;
    done.push(`${named(request)}: ${how}`);
    if (done.length > KEPT) done.shift();
  };
  page.on('request', (request) => {
    if (isApi(request.url())) waiting.set(request, named(request));
  });
  page.on('requestfinished', (request) => {
    void request.response().then(
      (response) => settle(request, String(response?.status() ?? 'no answer')),
      () => settle(request, 'the page closed'),
    );
  });
  page.on('requestfailed', (request) => settle(request, `failed (${request.failure()?.errorText ?? '?'})`));
  return () => [...done, ...[...waiting.values()].map((call) => `${call}: waiting`)];
}

/**
 * Fails the journey's test once it has run when the page logged an error or threw one that the
 * journey did not say it expects: a journey that forgets to look at its errors still fails on them.
 */
function failOnUnexpectedErrors(errors: readonly string[], expected: readonly ExpectedError[]) {
  const isExpected = (error: string) =>
    expected.some((pattern) => (typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error)));
  try {
    onTestFinished(() => {
      const unexpected = errors.filter((error) => !isExpected(error));
      if (unexpected.length > 0) {
        throw new Error(`console errors during the journey:\n${unexpected.join('\n')}`);
      }
    });
  } catch {
    // opened outside a running test (a beforeAll): nothing to attach to
  }
}

/** Local storage of the console (the app's origin). */
export async function storage(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
  return raw ? JSON.parse(raw) : null;
}

export async function signIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: new RegExp(eitherLanguage('login.username'), 'i') }).fill(username);
  await page.getByLabel(new RegExp(`^${eitherLanguage('login.password')}`, 'i')).fill(password);
  await page.getByRole('button', { name: new RegExp(`^${eitherLanguage('login.submit')}$`, 'i') }).click();
}

/** One Chromium per test file, launched before its tests and closed after them (call at the top). */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('sharedBrowser(): the browser is not launched yet');
    return browser;
  };
}

/** Waits until the address's hash (decoded) is exactly `hash`. */
export function waitForHash(page: Page, hash: string) {
  return page.waitForFunction((h) => decodeURIComponent(location.hash) === h, hash);
}

/** Opens the console signed out, signs in through the form and waits for the workplace greeting. */
export async function signedIn(journey: Journey, username = 'admin', password = username) {
  await journey.page.goto(BASE_URL);
  await waitForHash(journey.page, '#/login?redirect=/dashboard/workplace');
  await signIn(journey.page, username, password);
  await waitForHash(journey.page, '#/dashboard/workplace');
  await journey.page.getByRole('heading', { level: 2 }).first().waitFor();
}

/**
 * Waits until nothing in `locator` (itself included) runs a finite animation or transition: a fade,
 * a dialog's opening, a transform. Mantine starts a transition a frame or two after the element
 * mounts, so this ends after three frames in a row with none running; endless animations (a loader's
 * spin, a skeleton's pulse) do not count.
 */
export async function transitionsEnded(locator: Locator) {
  await locator.evaluate(async (element) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let quiet = 0; quiet < 3;) {
      await frame();
      const running = element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  });
}

/**
 * Signs out as a person does: the user menu, its sign-out item, and the confirmation's OK once the
 * dialog has finished opening. Mantine starts the dialog's transition a frame or two after it mounts:
 * a click aimed at the button before then can land on the overlay as the dialog moves, and a click
 * outside the dialog cancels it (seen on a loaded CI machine: the journey stayed signed in).
 */
export async function signOut(page: Page, t: Translate = zh) {
  await page.getByRole('button', { name: t('header.userMenu') }).click();
  await page.getByRole('menuitem', { name: t('common.loginOut') }).click();
  const dialog = page.getByRole('dialog', { name: t('common.reminder') });
  await dialog.waitFor();
  await transitionsEnded(dialog);
  await dialog.getByRole('button', { name: t('common.ok'), exact: true }).click();
  await waitForHash(page, '#/login');
}

/**
 * Waits until what is on screen has finished loading: no visible busy region, every image in view
 * loaded (or failed), no transition running. Pages of other tabs stay in the document, hidden: they
 * do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => {
    const busy = [...document.querySelectorAll('[aria-busy="true"]')].some((element) =>
      element.checkVisibility(),
    );
    const loading = [...document.images].some((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      return inView && !image.complete;
    });
    return !busy && !loading;
  });
  await transitionsEnded(page.locator('body'));
}

/**
 * Reloads once the page's mock back-end has started, its worker is active and its saves are done
 * (the seed's files are saved in the background). A step that does not settle fails with its name
 * rather than hanging the journey until its time is up.
 */
export async function reloadSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __outpostMock?: unknown }).__outpostMock !== undefined);
  // what does not settle is named (a page script's wait has no time limit of its own)
  const stuck = await page.evaluate(async (limit) => {
    const hooks = (window as { __outpostMock?: { flushSaves: () => Promise<void> } }).__outpostMock;
    const within = (name: string, step: Promise<unknown> | undefined) =>
      Promise.race([
        Promise.resolve(step).then(() => null),
        new Promise<string>((resolve) => setTimeout(() => resolve(name), limit)),
      ]);
    return (
      (await within('the mock back-end’s save (flushSaves)', hooks?.flushSaves())) ??
      (await within(
        'the mock’s service worker (navigator.serviceWorker.ready)',
        navigator.serviceWorker.ready,
      ))
    );
  }, SLOW.timeout);
  if (stuck) throw new Error(`before reloading: ${stuck} did not settle within ${SLOW.timeout / 1000} s`);
  await page.reload();
}

/**
 * Every toast the console shows from now on, in order, across reloads of the tab: a toast closes by
 * itself after a few seconds, so a journey that counts toasts asks this record, not the screen (on a
 * loaded machine the toast may be gone before the journey looks).
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const KEY = 'e2e.toasts';
    const seen = new WeakSet<Element>();
    const record = (element: Element) => {
      if (seen.has(element)) return;
      seen.add(element);
      const toasts = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
      toasts.push(element.textContent ?? '');
      sessionStorage.setItem(KEY, JSON.stringify(toasts));
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.mantine-Notification-root')) record(node);
          node.querySelectorAll('.mantine-Notification-root').forEach(record);
        }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]') as string[]);
}

/**
 * The console's language from the next load on. One init script, installed once per page, copies the
 * wanted language (kept in the tab's session storage, which survives a reload) into the console's
 * `lang` before the console starts: several init scripts run in no defined order, so a journey that
 * changes language installs this one and never another.
 */
export async function languageOnEveryLoad(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    try {
      const wanted = sessionStorage.getItem('e2e.lang');
      if (wanted) localStorage.setItem('lang', wanted);
    } catch {
      // storage refused: the console starts in its stored or default language
    }
  });
}

/** The language the console starts in from the next load on (needs `languageOnEveryLoad`). */
export async function chooseLanguage(page: Page, lang: 'en' | 'zh-CN') {
  await page.evaluate((l) => {
    sessionStorage.setItem('e2e.lang', l);
    localStorage.setItem('lang', l);
  }, lang);
}

/**
 * Reloads (see `reloadSettled`) in `lang` (needs `languageOnEveryLoad`) and waits until the console
 * has started in it; if it has not, says what the page's storage held.
 */
export async function reloadIn(page: Page, lang: 'en' | 'zh-CN') {
  await chooseLanguage(page, lang);
  await reloadSettled(page);
  try {
    await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 30000 });
  } catch (error) {
    const seen = await page.evaluate(() => ({
      html: document.documentElement.lang,
      lang: localStorage.getItem('lang'),
      wanted: sessionStorage.getItem('e2e.lang'),
      url: location.href,
    }));
    throw new Error(`the console did not start in ${lang}: ${JSON.stringify(seen)}`, { cause: error });
  }
}

/**
 * The words inside `root` that do not show whole: a box holding text that cuts it off (its text wider
 * than the box, which hides the rest, as a button's label or a segmented control's option does) unless
 * the whole is in a title, or a box running past `root`'s right edge other than inside something that
 * scrolls sideways (a wide table), or a read-only field's value wider than the field (a select's
 * choice); an icon button past that edge is named by its label. Visually hidden text (a box of a pixel) is meant not to show.
 */
export function cutTexts(root: Locator): Promise<string[]> {
  return root.evaluate((node) => {
    const edge = node.getBoundingClientRect().right;
    const cut: string[] = [];
    const scrollsSideways = (element: Element) => {
      for (let up = element.parentElement; up && up !== node; up = up.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return true;
      return false;
    };
    for (const element of node.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      const box = element.getBoundingClientRect();
      // a button drawn as an icon only: pushed past the edge, it is out of reach all the same
      const iconButton = !ownText && element.matches('button[aria-label], a[aria-label]');
      if (iconButton && box.width > 1 && box.right > edge + 1 && !scrollsSideways(element)) {
        cut.push(element.getAttribute('aria-label') ?? '');
        continue;
      }
      if (!ownText || box.width <= 1) continue;
      const hides = ['hidden', 'clip'].includes(getComputedStyle(element).overflowX);
      const clipped = hides && element.scrollWidth > element.clientWidth + 1 && !element.closest('[title]');
      const runsOff = box.right > edge + 1 && !scrollsSideways(element);
      if (clipped || runsOff) cut.push(element.textContent?.trim() ?? '');
    }
    // a value shown in a box the person cannot type in (a select's choice): cut off is cut off
    for (const input of node.querySelectorAll<HTMLInputElement>('input[readonly]')) {
      if (input.getBoundingClientRect().width > 1 && input.scrollWidth > input.clientWidth + 1)
        cut.push(input.value);
    }
    return cut;
  });
}

/**
 * The pairs of texts inside `root` drawn over each other (a header running into the next one's
 * words), as `"one" over "other"`. Each text is measured as drawn: its lines' boxes, cut to what the
 * boxes around it that hide their overflow let show; a text one cannot see (hidden, transparent, a
 * box of a pixel) is left out, as is a turned chart label (its box is not its words' shape), and so is a pair where one is in a box that covers what lies beneath
 * it (a sticky column). Two lines overlap when they share more than 2 px across and a third of the
 * lower one's height (line boxes of tight paragraphs touch by less).
 */
export function overlappingTexts(root: Locator): Promise<string[]> {
  return root.evaluate((node) => {
    interface Piece {
      text: string;
      owner: Element;
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    const clips = new Map<Element, DOMRect | null>();
    /** the box an element's overflow is cut to, through its ancestors up to `node`; null: cut away */
    const clipOf = (element: Element | null): { l: number; r: number; t: number; b: number } | null => {
      let box = { l: -Infinity, r: Infinity, t: -Infinity, b: Infinity };
      for (let up = element; up && up !== node.parentElement; up = up.parentElement) {
        if (!clips.has(up)) {
          const style = getComputedStyle(up);
          const hides = ['hidden', 'clip', 'auto', 'scroll'].some(
            (value) => style.overflowX === value || style.overflowY === value,
          );
          clips.set(up, hides ? up.getBoundingClientRect() : null);
        }
        const rect = clips.get(up);
        if (!rect) continue;
        box = {
          l: Math.max(box.l, rect.left),
          r: Math.min(box.r, rect.right),
          t: Math.max(box.t, rect.top),
          b: Math.min(box.b, rect.bottom),
        };
      }
      return box.r > box.l && box.b > box.t ? box : null;
    };
    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const words = text.textContent?.trim();
      const owner = text.parentElement;
      if (!words || !owner) continue;
      if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // a turned label (a chart's axis): its lines' boxes are wider than its words, so it is not measured
      const turn = owner instanceof SVGGraphicsElement ? owner.getScreenCTM() : null;
      if (turn && (Math.abs(turn.b) > 0.01 || Math.abs(turn.c) > 0.01)) continue;
      const ownerBox = owner.getBoundingClientRect();
      if (ownerBox.width <= 1 || ownerBox.height <= 1) continue;
      const clip = clipOf(owner);
      if (!clip) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        const piece = {
          text: words,
          owner,
          left: Math.max(line.left, clip.l),
          right: Math.min(line.right, clip.r),
          top: Math.max(line.top, clip.t),
          bottom: Math.min(line.bottom, clip.b),
        };
        if (piece.right - piece.left > 1 && piece.bottom - piece.top > 1) pieces.push(piece);
      }
    }
    const opaque = (element: Element) => {
      const style = getComputedStyle(element);
      const alpha = style.backgroundColor.match(/rgba?\([^)]*?,\s*([\d.]+)\)$/)?.[1];
      const colour = style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) >= 0.9);
      return colour || style.backgroundImage !== 'none';
    };
    /**
     * Whether one of the two is drawn in a box of its own that covers what lies beneath it: a box
     * placed apart from the flow (sticky, absolute, fixed, relative) filled, or holding a box filled,
     * with a background one cannot see through, neither holding the other (a sticky column's cell
     * over the cells scrolled beneath it, a chart's tooltip).
     */
    const coveredBy = (top: Piece, other: Piece) => {
      let filled = false;
      for (let up: Element | null = top.owner; up && !up.contains(other.owner); up = up.parentElement) {
        filled ||= opaque(up);
        if (filled && getComputedStyle(up).position !== 'static') return true;
      }
      return false;
    };
    pieces.sort((a, b) => a.left - b.left);
    const found = new Set<string>();
    for (let i = 0; i < pieces.length; i++) {
      const a = pieces[i];
      for (let j = i + 1; j < pieces.length && pieces[j].left < a.right - 2; j++) {
        const b = pieces[j];
        if (a.owner === b.owner) continue;
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        const lower = Math.min(a.bottom - a.top, b.bottom - b.top);
        if (across <= 2 || down <= lower / 3) continue;
        if (!coveredBy(a, b) && !coveredBy(b, a)) found.add(`"${a.text}" over "${b.text}"`);
      }
    }
    return [...found];
  });
}

/** What the keyboard reaches: links, buttons, fields and anything given a tab stop. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Of `elements` (a locator's `evaluateAll`), those that do not show the keyboard's focus while they
 * have it, named by tag, role and label; with `focus`, each is given the focus first, as the keyboard
 * would give it. Showing it is an outline or a shadow that the focus brings (compared with the element
 * without it), on a box one can see near it: the element, its first child (a tree node's label), the
 * control drawn for a hidden input (a switch's track) or one of its three nearest ancestors (a field's
 * box, which holds a password field's eye button too; an editor's frame). A border changing colour is
 * not a ring, nor is a hidden input's own outline (the browser's default, on a box of no size or no
 * opacity). Elements that do not take the focus (not shown) are left out, and of elements alike
 * (tag, role, type and classes) only the first is looked at.
 */
export async function withoutFocusRing(elements: Element[], focus: boolean): Promise<string[]> {
  const near = (element: HTMLElement) => [
    element,
    element.firstElementChild,
    element.nextElementSibling,
    element.parentElement,
    element.parentElement?.parentElement,
    element.parentElement?.parentElement?.parentElement,
  ];
  const look = (box: Element | null | undefined) => {
    if (!box) return '';
    const style = getComputedStyle(box);
    const { width, height } = box.getBoundingClientRect();
    if (width < 4 || height < 4 || Number(style.opacity) === 0) return '';
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    return `${outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : ''}|${style.boxShadow}`;
  };
  const ringless = (box: Element | null | undefined) => !box || look(box) === '' || look(box) === '|none';
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // Chromium's focusVisible: the focus as the keyboard gives it, :focus-visible with it
  const give = (element: HTMLElement) =>
    element.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
  /** whether `element` shows its focus; undefined when it does not take the focus */
  const shows = async (element: HTMLElement, settle: boolean) => {
    // an editor (CodeMirror, ProseMirror) marks its frame focused or not in its next update
    const settled = () => (settle ? frame().then(frame) : undefined);
    let before: string[] | undefined;
    if (focus) {
      if (document.activeElement === element) {
        element.blur();
        await settled();
      }
      before = near(element).map(look);
      give(element);
    }
    if (document.activeElement !== element) return undefined;
    await settled();
    const after = near(element).map(look);
    if (!before) {
      element.blur();
      await settled();
      before = near(element).map(look);
      give(element);
      await settled();
    }
    return (
      element.matches(':focus-visible') &&
      near(element).some((box, i) => !ringless(box) && after[i] !== before[i] && after[i] !== '')
    );
  };
  const missing: string[] = [];
  // one of each kind (tag, role, type and classes): a table's hundred row buttons draw their focus
  // alike, and giving each the focus in turn costs a page a second
  const kinds = new Set<string>();
  for (const element of elements) {
    if (!(element instanceof HTMLElement)) continue;
    const kind = [
      element.tagName,
      element.getAttribute('role'),
      element.getAttribute('type'),
      element.className,
    ];
    if (kinds.has(kind.join('|'))) continue;
    kinds.add(kind.join('|'));
    // at once for each, and only one that shows nothing is looked at again, two frames on
    const shown = (await shows(element, false)) ?? true;
    if (shown || (await shows(element, true))) continue;
    const role = element.getAttribute('role');
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    missing.push(`${element.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${label.trim().slice(0, 40)}"`);
  }
  if (focus && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  return missing;
}
