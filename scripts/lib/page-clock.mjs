// Times read from the page's own clock (performance.now(), which starts with the navigation), so that
// the automation's round trips between Node and Chromium are not in a figure.
//
// The end of a measure is the animation frame in which something first shows: Playwright's
// waitForFunction polls once a frame ('raf' polling) and the predicate answers the clock when it holds,
// in the frame that paints it. "Shows" is Playwright's "visible": the element has a box and is not
// `visibility: hidden` (a fade-in still at opacity 0 counts, as it does for a locator's waitFor).

/**
 * In the page: the clock once an element matching `selector` shows while the address's hash starts
 * with `hash` (any hash when none is given), else false. Serialised into the page: it may use nothing
 * from this module.
 */
function shownAt({ selector, hash = '' }) {
  if (!globalThis.location.hash.startsWith(hash)) return false;
  for (const element of globalThis.document.querySelectorAll(selector)) {
    if (element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true }))
      return performance.now();
  }
  return false;
}

/**
 * Waits for an element matching `selector` to show (under `hash`, when given) and answers the page's
 * clock in that frame. Start it before the action that should make the element appear (without
 * awaiting it): the commands reach the page in order, so polling starts before the action.
 */
export function shownTime(page, { selector, hash }, timeout = 120000) {
  const time = page
    .waitForFunction(shownAt, { selector, hash }, { polling: 'raf', timeout })
    .then((handle) => handle.jsonValue());
  // awaited after the action: should the action fail first, this one's failure is not unhandled
  time.catch(() => {});
  return time;
}

/**
 * Clicks `locator` and answers the page's clock at the click: the click event's own time stamp (when
 * the browser took the input), read by a listener that sees the event before the console's handlers.
 */
export async function clickTime(page, locator) {
  await page.evaluate(() =>
    globalThis.document.addEventListener(
      'click',
      (event) => {
        globalThis.__benchClickAt = event.timeStamp;
      },
      { capture: true, once: true },
    ),
  );
  await locator.click();
  return page.evaluate(() => globalThis.__benchClickAt);
}

/** Moves the page to hash route `hash` as a link would, and answers the page's clock at that moment. */
export function navigateTime(page, hash) {
  return page.evaluate((to) => {
    const at = performance.now();
    globalThis.location.hash = to;
    return at;
  }, hash);
}
