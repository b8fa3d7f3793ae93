// A CPU profile of the page's main thread around one step, summed per function (self time): where a
// benchmark's milliseconds go. Build without minifying to read the names:
//   npx vite build --minify false --outDir /tmp/dist-profile
// then run the benchmark with BENCH_DIST=/tmp/dist-profile BENCH_PROFILE=1.

/** Starts Chromium's sampling profiler on `page`; the answer stops it and answers the top functions. */
export async function startCpuProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async (top = 25) => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    return topFunctions(profile, top);
  };
}

/** Self time per function (name, file and line) in ms, heaviest first, idle and GC left out. */
export function topFunctions(profile, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const frame = byId.get(samples[i])?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const file = frame.url.split('/').at(-1) ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (timeDeltas[i] ?? 0) / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Number(ms.toFixed(2)) }));
}
