import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServed } from './served.test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a data folder holding the seeded database, which each worker's service starts on a copy of */
    servedTemplateDir: string;
    /**
     * the folder the workers' data folders are made in, removed with the run (a worker may be ended
     * before its own clean-up runs: each left 55 MB behind)
     */
    contractDataRoot: string;
  }
}

/**
 * The contract project's data, made once per run: the service started on an empty folder builds and
 * stores the demo data, then stops; each test worker's service starts on a copy (contract.setup.ts),
 * so no worker builds the seed again and none sees another's writes.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'outpost-contract-template-'));
  const served = await startServed({ dataDir: dir, timeoutMs: 120_000 });
  const code = await served.stop();
  if (code !== 0) throw new Error(`the template service stopped with ${code}`);
  const root = mkdtempSync(join(tmpdir(), 'outpost-contract-run-'));
  project.provide('servedTemplateDir', dir);
  project.provide('contractDataRoot', root);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  };
}
