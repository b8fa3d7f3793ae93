// Lighthouse 12 on one page, in a Chromium that is already running (reached on its DevTools port):
// Lighthouse opens a tab of its own in the browser's default context, clears the origin's cache and
// storage first (a cold load), and loads the page under its preset's conditions — 'mobile' (its
// default: a mid-range phone on slow 4G, throttling simulated from the trace) or 'desktop'.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './figures.mjs';

/** The timing audits behind the performance score, printed to say which one holds a score down. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`. The accessibility category is the
 * same for both presets, so only the mobile run (the default) audits it. Answers the scores (0 to 1),
 * the metrics' values (ms, CLS unitless), and the ids of the accessibility audits that failed.
 */
export async function lighthouseScores(url, port, preset) {
  const desktop = preset === 'desktop';
  const flags = {
    port,
    logLevel: 'error',
    onlyCategories: desktop ? ['performance'] : ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error('Lighthouse answered nothing');
  const { categories, audits, runWarnings } = result.lhr;
  const accessibility = categories.accessibility;
  return {
    performance: categories.performance.score,
    accessibility: accessibility?.score,
    metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id].numericValue])),
    failedAccessibility: (accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
    warnings: runWarnings,
  };
}

/**
 * The bench's Lighthouse figures over `runs` runs of each preset on `url`: the mobile and desktop
 * performance scores, mobile's FCP (the metric #18 names) and the accessibility score. `notes` say
 * what a score below 1 is made of: each preset's median metrics and the accessibility audits that failed.
 */
export async function lighthouseFigures({ url, port, runs }) {
  const mobile = [];
  const desktop = [];
  for (let run = 0; run < runs; run += 1) {
    mobile.push(await lighthouseScores(url, port, 'mobile'));
    desktop.push(await lighthouseScores(url, port, 'desktop'));
    const [phone, computer] = [mobile.at(-1), desktop.at(-1)];
    console.log(
      `  run ${run + 1}: mobile ${phone.performance} (FCP ${Math.round(phone.metrics['first-contentful-paint'])} ms), ` +
        `accessibility ${phone.accessibility}; desktop ${computer.performance}`,
    );
  }
  const figures = [
    {
      name: 'Lighthouse mobile performance',
      values: mobile.map((r) => r.performance),
      unit: 'score',
      budget: { min: 0.95 },
    },
    {
      name: 'Lighthouse mobile FCP',
      values: mobile.map((r) => r.metrics['first-contentful-paint']),
      unit: 'ms',
    },
    {
      name: 'Lighthouse desktop performance',
      values: desktop.map((r) => r.performance),
      unit: 'score',
      budget: { min: 1 },
    },
    {
      name: 'Lighthouse accessibility (sign-in)',
      values: mobile.map((r) => r.accessibility),
      unit: 'score',
      budget: { min: 1 },
    },
  ];
  const failed = [...new Set(mobile.flatMap((r) => r.failedAccessibility))];
  const warnings = [...new Set([...mobile, ...desktop].flatMap((r) => r.warnings))];
  const notes = [
    metricsNote('mobile', mobile),
    metricsNote('desktop', desktop),
    `Lighthouse accessibility audits failed: ${failed.join(', ') || 'none'}`,
    ...warnings.map((warning) => `Lighthouse warning: ${warning}`),
  ];
  return { figures, notes };
}

/** "Lighthouse mobile, medians: FCP 1,900 ms, LCP …": which metric holds the score down. */
function metricsNote(preset, results) {
  const names = { 'cumulative-layout-shift': 'CLS' };
  const parts = METRICS.map((id) => {
    const value = median(results.map((r) => r.metrics[id]));
    const name =
      names[id] ??
      id
        .split('-')
        .map((word) => word[0].toUpperCase())
        .join('');
    return id === 'cumulative-layout-shift'
      ? `${name} ${value.toFixed(3)}`
      : `${name} ${Math.round(value)} ms`;
  });
  return `Lighthouse ${preset}, medians: ${parts.join(', ')}`;
}
