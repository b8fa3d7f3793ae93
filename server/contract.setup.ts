import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServed, type Served } from './served.test-support';

// Runs before each test file of the contract project (vite.config.ts): the worker's own service,
// started once on a copy of the seeded template (contract.global-setup.ts) and shared by the worker's
// files, whose HTTP calls go to it (mocks/testing.ts TARGET) rather than to this process's MSW.

const holder = globalThis as { outpostServed?: Promise<Served> };

async function start(): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'outpost-contract-'));
  cpSync(inject('servedTemplateDir'), dataDir, { recursive: true });
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return startServed({ dataDir, env: { OUTPOST_TEST_CONTROL: 'true' } });
}

holder.outpostServed ??= start();
process.env.OUTPOST_SERVED_URL = (await holder.outpostServed).url;
