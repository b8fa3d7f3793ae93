import { format } from 'node:util';
import { vi, type MockInstance } from 'vitest';

/** A console error a test provokes on purpose: one containing this text, or matching it. */
export type ExpectedConsoleError = string | RegExp;

// the console's own, to print through: a spy left by an earlier test must not print into itself
const print = console.error.bind(console);
let spy: MockInstance<typeof console.error> | undefined;
let logged: string[] = [];
let expected: ExpectedConsoleError[] = [];

/**
 * Records every `console.error` of the test from now on, still printing it (vitest.setup.ts, before
 * each test). A test that gives `console.error` an implementation of its own (`vi.spyOn(console,
 * 'error').mockImplementation(…)`, the same spy) takes the calls over: it has said it expects them.
 */
export function watchConsoleErrors(): void {
  logged = [];
  expected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
    print(...args);
  });
}

/** The console errors the running test provokes on purpose: these do not fail it. */
export function expectConsoleErrors(...errors: ExpectedConsoleError[]): void {
  expected.push(...errors);
}

/**
 * Stops recording, and answers the test's console errors it did not say it expects (vitest.setup.ts
 * fails the test on them).
 */
export function endConsoleWatch(): string[] {
  spy?.mockRestore();
  spy = undefined;
  const isExpected = (error: string) =>
    expected.some((pattern) => (typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error)));
  return logged.filter((error) => !isExpected(error));
}
