import { expect, it } from 'vitest';

// The stories render in one test file per folder (components, layouts, views, machines): a story file
// anywhere else would go untested.
it('keeps every story in a folder whose test renders it', () => {
  const files = Object.keys(import.meta.glob('./**/*.stories.tsx'));
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => !/^\.\/(components|layouts|machines|views)\//.test(file))).toEqual([]);
});
