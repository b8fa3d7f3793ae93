// The bench's own browser figures (issue #18): what the sign-in page loads and how soon its button
// shows, signing in, and the first business list after it. Every run is a new browser context, so a
// cold one: empty cache, storage, IndexedDB and service workers. The console runs in its default
// language (what a first visit gets); the selectors below do not depend on it.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { clickTime, navigateTime, shownTime } from './page-clock.mjs';
import { LIVE_SUBMIT_BUTTON, loadSignInPage, scriptSizes, SUBMIT_BUTTON } from './sign-in-page.mjs';

/** The workplace, where signing in lands: its greeting is the page's heading in the shell's content. */
const WORKPLACE = { selector: '#main-content h2', hash: '#/dashboard/workplace' };
/**
 * The business list a user opens first: the outbound orders (the 5,000-order list, and the first
 * entry of the operator's business menu). A data row is a body row with more than one cell: the
 * skeleton's rows are aria-hidden, an empty or failed list's message is one cell across the table.
 */
const OUTBOUND_LIST = {
  selector: '#main-content table tbody tr:not([aria-hidden]):has(> td + td)',
  hash: '#/outbound/list',
};

/**
 * The figures of one cold load of the sign-in page each run (loadSignInPage, as size.mjs measures it),
 * with the mock back-end at its own pace: requests, script files, their KiB gzipped, and the page's
 * clock when the submit button showed.
 */
export async function signInPageFigures({ browser, baseUrl, dist, runs }) {
  const figures = {
    requests: { name: 'sign-in page: requests', values: [], unit: 'count', budget: { max: 15 } },
    scripts: { name: 'sign-in page: script files', values: [], unit: 'count', budget: { max: 12 } },
    kib: { name: 'sign-in page: JavaScript gzipped', values: [], unit: 'KiB', budget: { max: 130 } },
    button: { name: 'sign-in button visible, cold', values: [], unit: 'ms', budget: { max: 400 } },
    live: { name: "sign-in form the console's own (its code in), cold", values: [], unit: 'ms' },
  };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const { requests, scripts, buttonVisibleMs, liveMs, drawn } = await loadSignInPage(context, baseUrl);
      if (!drawn) throw new Error('the build did not draw the sign-in page into index.html');
      const sizes = scriptSizes(dist, scripts);
      figures.requests.values.push(requests.length);
      figures.scripts.values.push(sizes.length);
      figures.kib.values.push(sizes.reduce((sum, row) => sum + row.gzip, 0) / 1024);
      figures.button.values.push(buttonVisibleMs);
      figures.live.values.push(liveMs);
      console.log(
        `  run ${run + 1}: ${requests.length} requests, ${sizes.length} script files, ` +
          `${figures.kib.values.at(-1).toFixed(1)} KiB gzipped, button after ${Math.round(buttonVisibleMs)} ms, ` +
          `the console's after ${Math.round(liveMs)} ms`,
      );
    } finally {
      await context.close();
    }
  }
  return Object.values(figures);
}

/**
 * Signs in as the operator with the mock's delays off (`outpost.mock.delays` = 'none', set before the
 * page loads) and measures, each on the page's clock (and then, for information, the sign-in once the
 * typed form has settled):
 * - sign-in → workplace: from the submit button's click event to the frame in which the workplace's
 *   greeting shows;
 * - the first business list: once the workplace has settled (the network quiet), from the hash set to
 *   `#/outbound/list` (as the menu's link sets it) to the frame in which its first data row shows. A
 *   new browser builds the demo database in the mock's worker, started as the sign-in form was first
 *   used. The shell's data-status call (`Mock/DataStatus`) is answered once that build is done and
 *   saved, so the network is quiet only then: this is the list over data that is ready, not the wait
 *   of someone who opens a list before the build ends (measured at stop 37: the build took about
 *   1.4 s in the worker and ended some 1.4 s after the workplace showed, when the button was pressed
 *   as soon as the form was filled);
 * - the same list after a reload, its data now stored in IndexedDB (#18: "a reload with data in
 *   IndexedDB must be as fast"): from the workplace after the reload, as above.
 */
export async function signInFlowFigures({ browser, baseUrl, otherDayUrl, runs }) {
  const figures = {
    signIn: {
      name: 'sign-in → workplace rendered, mock delays off',
      values: [],
      unit: 'ms',
      budget: { max: 250 },
    },
    list: {
      name: 'first business list (outbound) after sign-in, delays off',
      values: [],
      unit: 'ms',
      budget: { max: 300 },
    },
    stored: {
      name: 'same list after a reload, delays off',
      values: [],
      unit: 'ms',
      budget: { max: 300 },
    },
    settled: { name: 'sign-in → workplace, the form typed in and settled first', values: [], unit: 'ms' },
    listAtOnce: {
      name: 'first business list opened as the workplace shows (after the settled sign-in)',
      values: [],
      unit: 'ms',
    },
    firstWrite: {
      name: "a new browser's first write (the seller's low-balance alert saved), delays off",
      values: [],
      unit: 'ms',
    },
    firstStockWrite: {
      name: "a new browser's first stock write (the operator's stock correction posted), delays off",
      values: [],
      unit: 'ms',
    },
    firstOrderWrite: {
      name: "a new browser's first outbound write (the seller releases an order on hold, one call)",
      values: [],
      unit: 'ms',
    },
    sameDay: {
      name: "the build's day (its file the browser's database): sign-in pressed → first list",
      values: [],
      unit: 'ms',
    },
    otherDay: {
      name: "another day than the build's (its file's days moved in the worker): sign-in pressed → first list",
      values: [],
      unit: 'ms',
    },
    noFile: {
      name: "a host without the build's file (the database made in the worker): sign-in pressed → first list",
      values: [],
      unit: 'ms',
    },
  };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await typedSignIn(context, baseUrl);
      figures.signIn.values.push(await signInTime(page));
      const pressed = await pressedAgainstTakeover(page);

      figures.list.values.push(await listTime(page));

      // the stored snapshot written, then a reload at the workplace
      await page.evaluate(() => globalThis.__outpostMock.flushSaves());
      await navigateTime(page, WORKPLACE.hash);
      await shownTime(page, WORKPLACE);
      await page.reload();
      await shownTime(page, WORKPLACE);
      figures.stored.values.push(await listTime(page));
      const [signIn, list, stored] = [figures.signIn, figures.list, figures.stored].map((f) =>
        Math.round(f.values.at(-1)),
      );
      console.log(
        `  run ${run + 1}: sign-in → workplace ${signIn} ms (${pressed}), first list ${list} ms, after a reload ${stored} ms`,
      );
    } finally {
      await context.close();
    }
  }
  // The same sign-in as a person makes it: the button pressed once what typing started has settled
  // (the console's code in, the embedded back-end started, the network quiet; the demo data's build in
  // the mock's worker, which makes no request, may still be running), where
  // the figure above presses it as soon as both fields are filled, and so also counts what the form's
  // first focus started and had not finished: the mock back-end starting (its code, its service worker
  // installed in a new browser) and the console's code for after the sign-in, on the same main thread
  // as the mock's answers. Each run's line says where its press came against the console taking over
  // the drawn page. Information, not a budget. Then, for information too, the first list opened as
  // soon as the workplace shows rather than once the network is quiet (see the first list above).
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await typedSignIn(context, baseUrl);
      await page.waitForLoadState('networkidle');
      figures.settled.values.push(await signInTime(page));
      // and the list at once, without waiting for the network to be quiet: someone quick to a list,
      // whose first business call may still wait for the end of the demo data's build
      figures.listAtOnce.values.push(await listTime(page, { settled: false }));
      const [signIn, list] = [figures.settled, figures.listAtOnce].map((f) => Math.round(f.values.at(-1)));
      console.log(
        `  run ${run + 1}: typed, settled, then sign-in → workplace ${signIn} ms, the list at once ${list} ms`,
      );
    } finally {
      await context.close();
    }
  }
  // A new browser's first write. Its database is the build's seeded one from the start
  // (mocks/worker/database.ts, `placeSeedDatabase`), so it costs what any write does; before stop 58
  // the demo data, answered from memory until then, was written into the database with it. The
  // seller's low-balance alert: one field, one call. From the click on Save to the frame in which its
  // confirmation shows; in English, for its wording.
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await signedInSettled(context, baseUrl, 'seller');
      await navigateTime(page, PURSE.hash);
      await page.getByRole('button', { name: 'Change alert' }).first().click();
      await page.getByRole('textbox', { name: /low-balance alert/i }).fill('123');
      const saved = page
        .waitForFunction(
          (text) => globalThis.document.body.innerText.includes(text) && performance.now(),
          PURSE.saved,
          { polling: 'raf', timeout: 120000 },
        )
        .then((handle) => handle.jsonValue());
      saved.catch(() => {});
      const clickedAt = await clickTime(page, page.getByRole('button', { name: 'Save', exact: true }));
      figures.firstWrite.values.push((await saved) - clickedAt);
      console.log(`  run ${run + 1}: the first write ${Math.round(figures.firstWrite.values.at(-1))} ms`);
    } finally {
      await context.close();
    }
  }
  // A new browser's first stock write (it wrote the stock flow's 30,000 rows with its own while the
  // demo data was kept in memory). The operator corrects a SKU's stock by one, through the stock list's operations
  // menu; from the click on Post to the frame in which the dialog has closed.
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await signedInSettled(context, baseUrl, 'admin');
      await navigateTime(page, STOCK.hash);
      const row = page.getByRole('table', { name: 'Stock' }).locator('tbody tr').first();
      await row.getByRole('button', { name: /^Stock operations for / }).click();
      await page.getByRole('menuitem', { name: 'Adjust stock' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Change \(\+ adds/ }).fill('1');
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Cycle count');
      const closed = page
        .waitForFunction(
          () => !globalThis.document.querySelector('[role="dialog"]') && performance.now(),
          null,
          {
            polling: 'raf',
            timeout: 120000,
          },
        )
        .then((handle) => handle.jsonValue());
      closed.catch(() => {});
      const clickedAt = await clickTime(page, dialog.getByRole('button', { name: 'Post', exact: true }));
      figures.firstStockWrite.values.push((await closed) - clickedAt);
      console.log(
        `  run ${run + 1}: the first stock write ${Math.round(figures.firstStockWrite.values.at(-1))} ms`,
      );
    } finally {
      await context.close();
    }
  }
  // A new browser's first outbound write (it wrote the 5,000 outbound orders with its own while the
  // demo data was kept in memory). The seller releases an order on hold; the call as
  // the console makes it, timed in the page from the request to the answer read.
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await signedInSettled(context, baseUrl, 'seller');
      await withApiCall(page);
      const { ms, status } = await page.evaluate(async () => {
        const call = globalThis.__benchCall;
        const held = await call('Outbound/GetList?status=ON_HOLD&pageSize=10');
        const order = held.answer.data?.list?.[0];
        if (!order) return { ms: Number.NaN, status: held.status };
        const startedAt = performance.now();
        const released = await call('Outbound/Release', { id: order.id });
        return { ms: performance.now() - startedAt, status: released.status };
      });
      if (status !== 200) throw new Error(`the release answered ${status}`);
      figures.firstOrderWrite.values.push(ms);
      console.log(`  run ${run + 1}: the first outbound write ${Math.round(ms)} ms`);
    } finally {
      await context.close();
    }
  }
  // A new browser on a day the build's seeded database is not for: the worker moves its days to
  // today's (mocks/worker/seed-asset.ts, `shiftSeededDays`). `otherDayUrl` serves a copy of the build
  // whose file says it was seeded ten days before (its header's day only: the worker then moves every
  // day it names, as for a build of ten days ago); beside it, the build's own day and a host without
  // the file, where the worker replays the seed and makes the database itself (`seedDatabaseToday`).
  // From the press of the sign-in button, as soon as the fields are filled, to the outbound list's
  // first row, opened as the workplace shows.
  const ways = [
    ['sameDay', baseUrl, null, "the build's day"],
    ['otherDay', otherDayUrl, null, 'another day'],
    ['noFile', baseUrl, (route) => route.fulfill({ status: 404 }), 'no file'],
  ];
  for (let run = 0; run < runs; run += 1) {
    for (const [figure, url, refuse, said] of ways) {
      if (!url) continue;
      const context = await browser.newContext();
      try {
        if (refuse) await context.route(/\/seed-[0-9a-f]+\.sqlite\.gz$/, refuse);
        const page = await typedSignIn(context, url);
        const signIn = await signInTime(page);
        figures[figure].values.push(signIn + (await listTime(page, { settled: false })));
        console.log(
          `  run ${run + 1}: ${said}, the first list ${Math.round(figures[figure].values.at(-1))} ms`,
        );
      } finally {
        await context.close();
      }
    }
  }
  return Object.values(figures);
}

/**
 * "Reset demo data", the operator's, after a change (a stock correction), then the same correction
 * again: each one call as the console makes it, timed in the page from the request to the answer
 * read. Until stop 59 the reset wrote the seed's rows in the worker and left each collection's first
 * write after it to move its rows into its table (the stock flow's 30,000 for this one); now it puts
 * the seeded database in place of the browser's (mocks/worker/wa-sqlite.ts, `replaceDatabase`).
 */
export async function demoResetFigures({ browser, baseUrl, runs }) {
  const figures = {
    reset: {
      name: "the demo data reset (the operator's call), after a stock write",
      values: [],
      unit: 'ms',
    },
    afterReset: {
      name: 'the first stock write after a reset (the operator corrects a stock by one, one call)',
      values: [],
      unit: 'ms',
    },
  };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    try {
      const page = await signedInSettled(context, baseUrl, 'admin');
      await withApiCall(page);
      const { reset, after, failed } = await page.evaluate(async () => {
        const call = globalThis.__benchCall;
        const timed = async (path, body) => {
          const startedAt = performance.now();
          const { status } = await call(path, body);
          return { ms: performance.now() - startedAt, status };
        };
        const listed = await call('Inventory/GetList?warehouseCode=USEA&inStock=true&pageSize=10');
        const row = listed.answer.data?.list?.[0];
        if (!row) return { failed: `the stock list answered ${listed.status} without a row` };
        const correction = {
          customerId: row.customerId,
          warehouseCode: row.warehouseCode,
          sku: row.sku,
          reason: 'Cycle count',
          bucket: 'available',
          qtyChange: 1,
        };
        const changed = await timed('Inventory/Adjust', correction);
        const reset = await timed('Mock/ResetDemoData', {});
        const after = await timed('Inventory/Adjust', correction);
        const refused = [changed, reset, after].find((answer) => answer.status !== 200);
        return refused
          ? { failed: `a call answered ${refused.status}` }
          : { reset: reset.ms, after: after.ms };
      });
      if (failed) throw new Error(failed);
      figures.reset.values.push(reset);
      figures.afterReset.values.push(after);
      console.log(
        `  run ${run + 1}: the reset ${Math.round(reset)} ms, the stock write after it ${Math.round(after)} ms`,
      );
    } finally {
      await context.close();
    }
  }
  return Object.values(figures);
}

/**
 * Gives the page `globalThis.__benchCall(path, body?)`: an API call as the console makes it, with the
 * signed-in account's token, answering its status and body.
 */
async function withApiCall(page) {
  await page.evaluate(() => {
    globalThis.__benchCall = async (path, body) => {
      const { token } = JSON.parse(globalThis.localStorage.getItem('outpost.session'));
      const response = await fetch(`/services/api/${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, answer: await response.json() };
    };
  });
}

/** The operator's stock list, a warehouse's SKUs in stock. */
const STOCK = { hash: '#/inventory/list?warehouseCode=USEA&inStock=true' };

/** The seller's purse page, and the words that confirm its low-balance alert saved (in English). */
const PURSE = { hash: '#/finance/purse', saved: 'USD low-balance alert is saved' };

/** A new page of `context` signed in as `username`, in English, the network quiet: a write's start. */
async function signedInSettled(context, baseUrl, username) {
  const page = await typedSignIn(context, baseUrl, { username, lang: 'en' });
  await signInTime(page);
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * A new page of `context` at the sign-in page, with the mock's delays off (set before the page loads),
 * an account's name and password typed in (the operator's unless told), the button not yet pressed.
 */
async function typedSignIn(context, baseUrl, { username = 'admin', lang } = {}) {
  await context.addInitScript((language) => {
    try {
      globalThis.localStorage.setItem('outpost.mock.delays', 'none');
      if (language) globalThis.localStorage.setItem('lang', language);
    } catch {
      // a frame without storage: the mock does not run there
    }
  }, lang);
  // when the console's own form replaced the drawn one, for the runs' lines (pressedAgainstTakeover)
  await context.addInitScript((selector) => {
    const look = () => {
      if (globalThis.document?.querySelector(selector)) globalThis.__benchTakeoverAt = performance.now();
      else globalThis.requestAnimationFrame(look);
    };
    globalThis.requestAnimationFrame(look);
  }, LIVE_SUBMIT_BUTTON);
  const page = await context.newPage();
  await page.goto(`${baseUrl}#/login`);
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(username);
  return page;
}

/**
 * Where the press came against the console taking over the drawn sign-in page (its own form drawn),
 * in words: pressed before it, the sign-in also waited for the console's code to start.
 */
async function pressedAgainstTakeover(page) {
  const { clickedAt, takeoverAt } = await page.evaluate(() => ({
    clickedAt: globalThis.__benchClickAt,
    takeoverAt: globalThis.__benchTakeoverAt,
  }));
  if (clickedAt === undefined || takeoverAt === undefined) return 'press or takeover not seen';
  const gap = Math.round(Math.abs(takeoverAt - clickedAt));
  return takeoverAt > clickedAt
    ? `pressed ${gap} ms before the console took over the drawn page`
    : `pressed ${gap} ms after the console took over`;
}

/** Presses the sign-in button: the time from its click to the frame in which the workplace shows. */
async function signInTime(page) {
  const workplace = shownTime(page, WORKPLACE);
  const clickedAt = await clickTime(page, page.locator(SUBMIT_BUTTON));
  return (await workplace) - clickedAt;
}

/**
 * Once the page is quiet (unless `settled` is false: at once), the time from opening the outbound
 * list to its first data row showing.
 */
async function listTime(page, { settled = true } = {}) {
  if (settled) await page.waitForLoadState('networkidle');
  const shown = shownTime(page, OUTBOUND_LIST);
  const openedAt = await navigateTime(page, OUTBOUND_LIST.hash);
  return (await shown) - openedAt;
}

/** Where a seeded database's header says its day (server/seed/seeded-day.ts: SQLite's user_version). */
const SEEDED_DAY_OFFSET = 60;

/**
 * A copy of the build `dist` in `into` whose seeded database says it was seeded `days` days earlier
 * than it was (its header only): served, a browser's worker takes it for a build of that day and
 * moves every day it names to today's, as on any day after a real build's.
 */
export function buildSeededDaysBefore(dist, into, days) {
  cpSync(dist, into, { recursive: true });
  const assets = join(into, 'assets');
  const name = readdirSync(assets).find((file) => /^seed-[0-9a-f]+\.sqlite\.gz$/.test(file));
  if (!name) throw new Error(`no seeded database in ${assets}`);
  const bytes = gunzipSync(readFileSync(join(assets, name)));
  bytes.writeUInt32BE(bytes.readUInt32BE(SEEDED_DAY_OFFSET) - days, SEEDED_DAY_OFFSET);
  writeFileSync(join(assets, name), gzipSync(bytes));
}
