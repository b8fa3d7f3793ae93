// The list benchmarks' measure: the renderer main thread's CPU time of one filter change, read from a
// Chromium trace between the click and the frame after the list's rows were committed (the kit's
// `outpost:list:<id>:request|data|frame` marks). Shared by bench-list-render.mjs and bench-outbound-list.mjs.

export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
const SCRIPTING = new Set([
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EvaluateScript',
  'v8.run',
  'V8.Execute',
]);
const INPUT = new Set(['pointermove', 'mousemove', 'pointerover', 'pointerdown', 'mousedown', 'click']);
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'RecalculateStyles',
]);

const ms = (us) => us / 1000;

/**
 * The warehouses a list benchmark's runs pick in the filter bar, another one each run: a filter seen
 * before is answered from the cache, with no request and none of the marks the measure waits for.
 */
export const FILTER_WAREHOUSES = ['USEA', 'USWE', 'UKLO', 'DEFR', 'AUSY'];

/** `requested` runs, or as many as there are warehouses to pick when that is fewer (and says so). */
export function filterRuns(requested) {
  if (requested <= FILTER_WAREHOUSES.length) return requested;
  console.log(`${requested} runs asked, ${FILTER_WAREHOUSES.length} made: one a warehouse not picked before`);
  return FILTER_WAREHOUSES.length;
}

/**
 * Presses a button the way a person's mouse does, with nothing of the automation inside the measure.
 * Playwright's `locator.click()` first checks in the page that the button is the element under the
 * pointer, and installs listeners that check it again while the click's own events are dispatched:
 * several milliseconds of its work inside the very tasks this measure counts. So the button's centre
 * is found first (`centreOf`, before the trace starts), and the click is the mouse's alone.
 */
export async function centreOf(locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the button to press is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The main-thread time of one filter change in a trace, in ms: { total, scripting, rendering }. */
export function mainThreadTime(traceEvents, startMark, dataToFrameMs, LIST_ID) {
  const markTs = (suffix) => {
    const mark = traceEvents.find(
      (e) => e.cat.includes('user_timing') && e.name === `outpost:list:${LIST_ID}:${suffix}`,
    );
    return mark?.ts;
  };
  const mark = traceEvents.find((e) => e.cat.includes('user_timing') && e.name === startMark);
  const request = markTs('request');
  const data = markTs('data');
  if (!mark || request === undefined || data === undefined) throw new Error('marks missing from the trace');
  const { pid, tid } = mark;
  const thread = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // from the first input event of the click: the automation's own work before it is not the console's
  const start = thread.find(
    (e) => e.ts > mark.ts && e.name === 'EventDispatch' && INPUT.has(e.args?.data?.type),
  );
  if (!start) throw new Error('no input event in the trace');
  const tasks = thread.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  // the kit's frame measure runs from the data mark to a timeout after the next drawn frame
  const frameEnd = data + dataToFrameMs * 1000;
  const inside = (task, from, to) => task.ts + task.dur > from && task.ts < to;
  const eventsOf = (task) =>
    thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  let total = 0;
  let scripting = 0;
  let rendering = 0;
  let previous = -1;
  let loadingFrameDrawn = false;
  for (const task of tasks) {
    if (task.ts + task.dur <= previous) continue; // a nested RunTask (both names for one task)
    // while waiting, only the frame that draws the loading state (later ones animate spinners)
    const loadingFrame =
      !loadingFrameDrawn &&
      task.ts >= request &&
      task.ts + task.dur <= data &&
      eventsOf(task).some((e) => e.name === 'Paint');
    if (loadingFrame) loadingFrameDrawn = true;
    const counted =
      (task.ts + task.dur > start.ts && task.ts < request) || loadingFrame || inside(task, data, frameEnd);
    if (!counted) continue;
    previous = task.ts + task.dur;
    const own = task.tdur ?? task.dur;
    if (process.env.BENCH_DEBUG) {
      const phase = task.ts < request ? 'click' : task.ts < data ? 'wait' : 'data';
      const names = eventsOf(task)
        .filter((e) => e.dur > 1000)
        .map(
          (e) =>
            `${e.name}${e.args?.data?.type ? ':' + e.args.data.type : ''}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''} ${ms(e.dur).toFixed(1)}`,
        );
      console.log(
        `    ${phase} +${ms(task.ts - start.ts).toFixed(0)} ${ms(own).toFixed(1)}ms ${names.slice(0, 8).join(' | ')}`,
      );
    }
    total += own;
    const children = eventsOf(task);
    const top = (set) =>
      children
        .filter((e) => set.has(e.name))
        .filter(
          (e, _, all) =>
            !all.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && set.has(o.name)),
        )
        .reduce((sum, e) => sum + (e.tdur ?? e.dur), 0);
    scripting += Math.min(top(SCRIPTING), own);
    rendering += Math.min(top(RENDERING), own);
  }
  return { total: ms(total), scripting: ms(scripting), rendering: ms(rendering) };
}
