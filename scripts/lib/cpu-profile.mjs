// A CPU profile of the page's main thread around one step, summed per function (self time): where a
// benchmark's milliseconds go. Build without minifying to read the names:
//   npx vite build --minify false --outDir /tmp/dist-profile
// then run the benchmark with BENCH_DIST=/tmp/dist-profile BENCH_PROFILE=1 (self time per function), and
// BENCH_PROFILE_TOTAL=1 for the time with callees (which components cost the most).

/** Starts Chromium's sampling profiler on `page`; the answer stops it and answers the top functions. */
export async function startCpuProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (top = 25) => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    return process.env.BENCH_PROFILE_TOTAL ? totalFunctions(profile, top) : topFunctions(profile, top);
  };
}

const frameKey = (frame) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}`;

/**
 * Total time per function (its own and its callees', counted once per sample however deep the
 * recursion): which components cost the most with what they render (BENCH_PROFILE_TOTAL=1).
 */
export function totalFunctions(profile, top) {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const seen = new Set();
    for (let id = samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') break;
      seen.add(frameKey(frame));
    }
    for (const key of seen) total.set(key, (total.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000);
  }
  return [...total.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Number(ms.toFixed(2)) }));
}

/** Self time per function (name, file and line) in ms, heaviest first, idle and GC left out. */
export function topFunctions(profile, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const frame = byId.get(samples[i])?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const key = frameKey(frame);
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Number(ms.toFixed(2)) }));
}
