import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onCluster, testCluster } from './postgres.test-support';
import { startServed } from './served.test-support';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the PostgreSQL cluster the workers' databases are made in, and the seeded one they copy */
    servedPostgres: { url: string; template: string };
  }
}

const TEMPLATE = 'outpost_contract_template';

/**
 * The contract project again, on PostgreSQL (issue #40): a cluster for the run (`DATABASE_URL`'s, or
 * a throwaway one), a database the service seeds once and stops on, which each test worker's database
 * is made from (`create database … template …`, a copy of its files): as on SQLite, no worker builds
 * the seed again and none sees another's writes.
 */
export default async function setup(project: TestProject) {
  const cluster = await testCluster();
  await onCluster(cluster.url, `drop database if exists ${TEMPLATE}`, `create database ${TEMPLATE}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'outpost-contract-template-'));
  try {
    const served = await startServed({
      dataDir,
      env: { DATABASE_URL: cluster.urlOf(TEMPLATE) },
      timeoutMs: 180_000,
    });
    const code = await served.stop();
    if (code !== 0) throw new Error(`the template service stopped with ${code}`);
  } catch (error) {
    await cluster.stop();
    throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const root = mkdtempSync(join(tmpdir(), 'outpost-contract-run-'));
  project.provide('servedPostgres', { url: cluster.url, template: TEMPLATE });
  project.provide('contractDataRoot', root);
  return async () => {
    rmSync(root, { recursive: true, force: true });
    await onCluster(cluster.url, `drop database if exists ${TEMPLATE}`).catch(() => undefined);
    await cluster.stop();
  };
}
