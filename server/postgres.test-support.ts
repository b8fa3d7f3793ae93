import getPort from 'get-port';
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster for a test run (issue #40): the one `DATABASE_URL` names, or, when it names
 * none, a throwaway cluster of Debian's PostgreSQL, made with `initdb` in a temporary folder and
 * started on a free loopback port (fsync on, as a deployment runs), removed by `stop`. PostgreSQL
 * refuses to run as root, and CI runs as root: there its programs run as the `postgres` system user,
 * the folder theirs.
 */
export interface TestCluster {
  /** the cluster's address, its maintenance database named (`…/postgres`) */
  url: string;
  /** the address of another database of the same cluster */
  urlOf(database: string): string;
  stop(): Promise<void>;
  /**
   * Stops the cluster for a while and starts it again on the same port and data (a PostgreSQL restart
   * a deployment lives through); only a throwaway cluster can (undefined for DATABASE_URL's).
   */
  halt?(): Promise<() => Promise<void>>;
}

const ROOT_DIR = '/usr/lib/postgresql';

/** The newest installed version's programs, or a message that says how to install them. */
export function serverPrograms(): string {
  const versions = existsSync(ROOT_DIR)
    ? readdirSync(ROOT_DIR)
        .filter((name) => existsSync(join(ROOT_DIR, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      `PostgreSQL's server programs are not installed (no ${ROOT_DIR}/<version>/bin/initdb): ` +
        'install them (Debian: apt-get install -y postgresql), or set DATABASE_URL to a cluster to test against',
    );
  return join(ROOT_DIR, versions[0], 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
function run(program: string, args: string[]): void {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Starts the cluster in `data` on `port`, its socket and log in `dir`, and waits until it answers. */
function startCluster(bin: string, data: string, dir: string, port: number): void {
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
}

export async function testCluster(): Promise<TestCluster> {
  const given = process.env.DATABASE_URL?.trim();
  if (given) return { url: given, urlOf: (database) => withDatabase(given, database), stop: async () => {} };
  const bin = serverPrograms();
  const dir = mkdtempSync(join(tmpdir(), 'outpost-postgres-'));
  const data = join(dir, 'data');
  if (asRoot) {
    execFileSync('chown', ['postgres', dir]);
    chmodSync(dir, 0o700);
  }
  const port = await getPort({ host: '127.0.0.1' });
  try {
    run(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    startCluster(bin, data, dir, port);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the throwaway PostgreSQL cluster did not start: ${String(error)}`, { cause: error });
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const start = () => startCluster(bin, data, dir, port);
  return {
    url,
    urlOf: (database) => withDatabase(url, database),
    halt: async () => {
      run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      return async () => start();
    },
    stop: async () => {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs statements on the cluster's maintenance database (`create database`, `drop database`). */
export async function onCluster(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
