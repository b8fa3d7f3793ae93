import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason } from 'vitest/node';

export interface RetryReporterOptions {
  /** what the summary line calls the tests: `journeys: 64 passed, 0 failed, 2 flaky` */
  label?: string;
}

/**
 * Says which tests passed only on a retry (vitest.e2e.config.ts gives a journey one more try), so a
 * retry cannot hide a flaky journey: it lists them and ends with `<label>: N passed, N failed, N flaky`,
 * where passed counts every test that passed, flaky the ones among them that needed a retry.
 * scripts/test.mjs and scripts/stress.mjs read that line; it runs beside the default reporter.
 */
export default class RetryReporter implements Reporter {
  private readonly label: string;
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private flaky: string[] = [];
  private flakyErrors: string[] = [];

  constructor(options: RetryReporterOptions = {}) {
    this.label = options.label ?? 'tests';
  }

  onTestRunStart() {
    this.passed = 0;
    this.failed = 0;
    this.skipped = 0;
    this.flaky = [];
    this.flakyErrors = [];
  }

  onTestCaseResult(test: TestCase) {
    const { state } = test.result();
    if (state === 'failed') this.failed += 1;
    else if (state === 'skipped') this.skipped += 1;
    else if (state === 'passed') {
      this.passed += 1;
      const diagnostic = test.diagnostic();
      if (diagnostic?.flaky) {
        const retries = diagnostic.retryCount === 1 ? 'retry' : 'retries';
        this.flaky.push(
          `${test.module.relativeModuleId} › ${test.fullName} (passed after ${diagnostic.retryCount} ${retries})`,
        );
        // what the failed tries threw (a passed test keeps them): the flake is mended from this
        for (const error of test.result().errors ?? []) {
          const where = error.stack
            ?.split('\n')
            .find((line) => line.includes('.e2e.ts') || line.includes('.steps.ts'));
          this.flakyErrors.push(
            `    ${error.message.split('\n')[0]}${where ? `\n     ${where.trim()}` : ''}`,
          );
        }
      }
    }
  }

  onTestRunEnd(
    _modules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const lines = [''];
    if (this.flaky.length > 0) {
      lines.push(`${this.label} that passed only on a retry (flaky):`);
      for (const name of this.flaky) lines.push(`  flaky: ${name}`);
      if (this.flakyErrors.length > 0) lines.push('what the failed tries threw:', ...this.flakyErrors);
    }
    const skipped = this.skipped > 0 ? `, ${this.skipped} skipped` : '';
    lines.push(
      `${this.label}: ${this.passed} passed, ${this.failed} failed, ${this.flaky.length} flaky${skipped}`,
    );
    if (reason !== 'passed' && this.failed === 0)
      lines.push(`${this.label}: the run ${reason} (${unhandledErrors.length} error(s) outside the tests)`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
