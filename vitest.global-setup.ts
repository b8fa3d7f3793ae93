import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run's test files share the business seed (server/store/seed-cache.ts) */
    seedCacheDir: string;
  }
}

/** A folder of this run's own for the shared seed: made new, so no older seed code's output is read. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'outpost-seeds-'));
  project.provide('seedCacheDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
