import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, type Alias, type Plugin, type ViteDevServer } from 'vite';

const DAY_MS = 86_400_000;
/** Where the dev server answers the database (any base: the worker asks for it from the origin's root). */
const DEV_PATH = '/@outpost/seed.sqlite.gz';
/** The folders whose code the seed runs: a change in any of them makes the dev server seed again. */
const SEED_SOURCES = ['mocks', 'machines', 'server', 'src/api'];

type Load = ViteDevServer['ssrLoadModule'];

interface SeededDatabaseModule {
  seedDatabaseIn(memory: unknown, options: { day: number; pageSize?: number }): Promise<Buffer>;
}
interface DatabaseModule {
  memorySqlite(): unknown;
}
interface PageSizeModule {
  /** the browser's database's page size, which its copy of the seed keeps */
  PAGE_SIZE: number;
}

/**
 * The database a service's first start makes with the demo data seeded for `day`, made in
 * better-sqlite3's memory (server/seed/seeded-database.ts) and gzipped: the worker's first file.
 */
async function seedDatabase(load: Load, day: number): Promise<Buffer> {
  const { seedDatabaseIn } = (await load('/server/seed/seeded-database.ts')) as SeededDatabaseModule;
  const { memorySqlite } = (await load('/server/db/database.ts')) as DatabaseModule;
  const { PAGE_SIZE } = (await load('/mocks/worker/page-size.ts')) as PageSizeModule;
  return gzipSync(await seedDatabaseIn(memorySqlite(), { day, pageSize: PAGE_SIZE }));
}

/** The same, from a server of its own (the build has none): Vite's SSR loader, as bench-seed.mjs. */
async function seedDatabaseApart(root: string, alias: Alias[], day: number): Promise<Buffer> {
  const server = await createServer({
    configFile: false,
    root,
    resolve: { alias },
    define: { __USE_MOCK__: 'true', __SEED_DATABASE_URL__: 'null' },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    return await seedDatabase((url) => server.ssrLoadModule(url), day);
  } finally {
    await server.close();
  }
}

/** A digest of the seed's code: the dev server's cached database is good while it is the same. */
function sourcesDigest(root: string): string {
  const hash = createHash('sha1');
  for (const folder of SEED_SOURCES) {
    const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test(-support)?\.tsx?$/.test(file))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(root, folder, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

const startOfUtcDay = (at: number) => Math.floor(at / DAY_MS) * DAY_MS;

/**
 * The demo data of a fresh browser, made once at build time rather than in each visitor's worker
 * (issue #39: the first business list after signing in waited 2–3 s for the seed's year to be
 * replayed, and a first write then wrote the rows of what it touched): the database a service's first
 * start makes, seeded for the build's day (UTC), emitted gzipped as `assets/seed-<hash>.sqlite.gz`.
 * The worker learns its name through `__SEED_DATABASE_URL__` and makes it its database file, on
 * another day its days moved to that day's (mocks/worker/seed-asset.ts). The dev server answers it at DEV_PATH, made once a day (and when
 * the seed's code changes) and kept under node_modules/.cache. With the mock off there is none.
 */
export function seedAsset({ enabled, alias }: { enabled: boolean; alias: Alias[] }): Plugin {
  let root = process.cwd();
  let asset: { fileName: string; source: Buffer } | undefined;
  return {
    name: 'outpost-seed-asset',
    async config(config, { command }) {
      root = resolve(config.root ?? process.cwd());
      if (!enabled) return { define: { __SEED_DATABASE_URL__: 'null' } };
      if (command === 'serve') return { define: { __SEED_DATABASE_URL__: JSON.stringify(DEV_PATH) } };
      const started = performance.now();
      const source = await seedDatabaseApart(root, alias, startOfUtcDay(Date.now()));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
      asset = { fileName: `assets/seed-${hash}.sqlite.gz`, source };
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `demo data seeded for the build: ${asset.fileName} (${source.length} bytes, ${seconds} s)`,
      );
      // the worker's chunk sits in assets/ too: it asks for the file beside itself, whatever the base
      return { define: { __SEED_DATABASE_URL__: JSON.stringify(`seed-${hash}.sqlite.gz`) } };
    },
    generateBundle() {
      if (asset) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.source });
    },
    configureServer(server) {
      // Vitest's server answers no browser: its tests seed in Node
      if (!enabled || process.env.VITEST) return;
      const cacheDir = join(root, 'node_modules', '.cache', 'outpost-seed');
      let making: { key: string; bytes: Promise<Buffer> } | undefined;
      const today = (): Promise<Buffer> => {
        const day = startOfUtcDay(Date.now());
        const key = `${new Date(day).toISOString().slice(0, 10)}-${sourcesDigest(root)}`;
        if (making?.key === key) return making.bytes;
        const file = join(cacheDir, `${key}.sqlite.gz`);
        const bytes = existsSync(file)
          ? Promise.resolve(readFileSync(file))
          : seedDatabase((url) => server.ssrLoadModule(url), day).then((made) => {
              mkdirSync(cacheDir, { recursive: true });
              for (const old of readdirSync(cacheDir)) rmSync(join(cacheDir, old), { force: true });
              writeFileSync(file, made);
              return made;
            });
        making = { key, bytes };
        bytes.catch(() => {
          if (making?.bytes === bytes) making = undefined;
        });
        return bytes;
      };
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        today().then(
          (bytes) => {
            response.setHeader('Content-Type', 'application/gzip');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
      // a dev server someone visits seeds while it starts, not on their first sign-in; the
      // middleware-mode servers of the scripts (bench-seed.mjs) do not
      server.httpServer?.once('listening', () => {
        today().catch((error: unknown) =>
          server.config.logger.warn(`demo data not seeded: ${String(error)}`),
        );
      });
    },
  };
}
