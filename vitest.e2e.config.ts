import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './e2e/support/sequencer';

/** Browser journeys: Chromium (playwright-core) against the production build served under /admin/. */
const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // a journey that reads the demo data (business-data.e2e.ts) imports the back-end's modules, which
  // import the shared rules by the console's aliases
  resolve: {
    alias: [
      { find: '@', replacement: r('./src') },
      { find: '@machines', replacement: r('./machines') },
      { find: '@mocks', replacement: r('./mocks') },
    ],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // bounds, not pauses: a journey ends when its last step does. A slower CI machine (2026-12-01)
    // took twice the time of earlier ones, and journeys near their bounds failed for that alone
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time, one per core: a journey keeps about one and a half cores busy (its page,
    // the compositor, the browser), and two of them keep the machine about 95 % busy, so a third would
    // only queue. A journey that fails is run once more before it counts, as a shared CI machine can
    // stall a browser for seconds.
    fileParallelism: true,
    maxWorkers: 2,
    retry: 1,
    // ...and a journey that needed that retry is named and counted as flaky, not hidden
    reporters: ['default', ['./e2e/support/retry-reporter.ts', { label: 'journeys' }]],
    // the longest files start first, so that the run does not end on one of them (sequencer.ts)
    sequence: { sequencer: LongestFirst },
  },
});
