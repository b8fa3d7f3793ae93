import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys that take longest, longest first, as measured on CI (the run of 165bcc9: 110 s down to
 * 35 s; every other file takes 31 s or less). A name that no longer matches a file is skipped.
 */
const LONGEST = [
  'sweep/admin.zh',
  'sweep/accounts',
  'sweep/admin.en',
  'outbound',
  'inbound',
  'rich',
  'business-home',
  'business-data',
  'shell',
  'finance-settlement',
  'outbound-edit',
  'widgets',
  'example-authorization',
  'forms-tables',
  'finance-recharge',
];

const rankOf = (file: TestSpecification) => {
  const path = file.moduleId.replaceAll('\\', '/');
  const at = LONGEST.findIndex((name) => path.endsWith(`/e2e/${name}.e2e.ts`));
  return at < 0 ? LONGEST.length : at;
};

/**
 * The longest files first, then Vitest's own order. On a clean clone (CI) Vitest knows no durations
 * and runs the larger files first, which put the sweeps (small files calling `e2e/support/sweep.ts`)
 * last, and ended the run on one of them while the other worker sat idle. Taking the longest first
 * (two workers, each taking the next file as it frees) ends the run on short files, the two workers
 * finishing within seconds of each other.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, at) => ({ file, at, rank: rankOf(file) }))
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .map(({ file }) => file);
  }
}
