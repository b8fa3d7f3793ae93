import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { onCluster } from './postgres.test-support';
import { startServed, type Served } from './served.test-support';

// Runs before each test file of the contract projects (vite.config.ts): the worker's own service,
// started once on its own copy of the seeded data and shared by the worker's files, whose HTTP calls
// go to it (mocks/testing.ts TARGET) rather than to this process's MSW. On SQLite the copy is of the
// template's folder (contract.global-setup.ts); on PostgreSQL a database made from the template one
// (contract-postgres.global-setup.ts).

const holder = globalThis as { outpostServed?: Promise<Served> };

/** The worker's database on PostgreSQL, made from the seeded template; dropped when the worker ends. */
async function postgresOfWorker(postgres: { url: string; template: string }): Promise<string> {
  const database = `outpost_contract_${process.pid}`;
  await onCluster(
    postgres.url,
    `drop database if exists ${database}`,
    `create database ${database} template ${postgres.template}`,
  );
  const url = new URL(postgres.url);
  url.pathname = `/${database}`;
  return url.toString();
}

async function start(): Promise<Served> {
  // in the run's folder, which the run removes whatever becomes of this worker
  const dataDir = mkdtempSync(join(inject('contractDataRoot'), 'worker-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const postgres = inject('servedPostgres') as { url: string; template: string } | undefined;
  if (postgres) {
    const databaseUrl = await postgresOfWorker(postgres);
    return startServed({ dataDir, env: { OUTPOST_TEST_CONTROL: 'true', DATABASE_URL: databaseUrl } });
  }
  cpSync(inject('servedTemplateDir'), dataDir, { recursive: true });
  return startServed({ dataDir, env: { OUTPOST_TEST_CONTROL: 'true' } });
}

holder.outpostServed ??= start();
process.env.OUTPOST_SERVED_URL = (await holder.outpostServed).url;
