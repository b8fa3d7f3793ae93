import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The sweeps: the longest journeys by far (two to three minutes each, against one or less). */
const SWEEP = /[\\/]e2e[\\/]sweep[\\/]/;

/**
 * The sweeps first, then Vitest's own order. On a clean clone (CI) Vitest knows no durations and runs
 * the larger files first, which put the sweeps, small files calling `e2e/support/sweep.ts`, last: the
 * run then ended on one or two of them while the other worker sat idle.
 */
export default class SweepsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSweep = (file: TestSpecification) => SWEEP.test(file.moduleId);
    return [...sorted.filter(isSweep), ...sorted.filter((file) => !isSweep(file))];
  }
}
