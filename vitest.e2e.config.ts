import { defineConfig } from 'vitest/config';

/** Browser journeys: Chromium (playwright-core) against the production build served under /admin/. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Two files at a time: journeys spend much of their time waiting on the mock's delays, so two
    // browsers on two cores finish in about two thirds of the time. A journey that fails is run
    // once more before it counts, as a shared CI machine can stall a browser for seconds.
    fileParallelism: true,
    maxWorkers: 2,
    retry: 1,
    // ...and a journey that needed that retry is named and counted as flaky, not hidden
    reporters: ['default', ['./e2e/support/retry-reporter.ts', { label: 'journeys' }]],
  },
});
