/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { cspPlugin } from './scripts/vite-csp.ts';
import { chunkGroups } from './scripts/vite-chunks.ts';
import { prerenderSignIn } from './scripts/vite-prerender.ts';
import { seedAsset } from './scripts/vite-seed-asset.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const alias = [
  { find: '@', replacement: r('./src') },
  { find: '@machines', replacement: r('./machines') },
  { find: '@mocks', replacement: r('./mocks') },
  // MSW's cookie store asks tldts for a host's registrable domain: without its 250 KB public
  // suffix list, which the mock, on its own page's requests, has no use for (the module says why)
  { find: /^tldts$/, replacement: r('./server/areas/access/registrable-domain.ts') },
];

/**
 * The HTTP tests that run against every home (the `contract` projects): they reach the back-end only
 * through its API and the test-mode control surface (mocks/testing.ts), never through its modules.
 * Each runs three times: in this process (the `node` project, on an in-memory SQLite database as the
 * service keeps the data: `setupMockServer`), against the service on SQLite and against the service
 * on PostgreSQL.
 */
const CONTRACT_FILES = [
  'server/areas/access/profile.routes.test.ts',
  'server/areas/access/lock.routes.test.ts',
  'server/areas/access/permission.routes.test.ts',
  'server/areas/access/outbox.routes.test.ts',
  'server/areas/access/accounts.routes.test.ts',
  'server/areas/customers/save.routes.test.ts',
  'server/areas/customers/users.routes.test.ts',
  'server/areas/audit/routes.test.ts',
  'server/areas/samples/{analysis,card,department,department-users,dict,example,example-save,example-sort,menu,request,role,user,workplace}.routes.test.ts',
  'server/api/bad-body.test.ts',
  'server/api/cross-customer*.test.ts',
];

/**
 * The contract files that walk every chart (model paths, the refusal sweep): minutes of calls, which
 * prove the business rules rather than the home. They run in this process on SQLite (the same code
 * and SQL as the service on SQLite, whose HTTP and process the files above prove) and against the
 * service on PostgreSQL (the other SQL), not a third time against the service on SQLite: that run
 * repeated the first and cost a minute of every `npm test`. The property test over HTTP runs in this
 * process and across two service processes on PostgreSQL (server/two-processes.test.ts).
 */
const CHART_WALKS = [
  'server/**/model-paths*.test.ts',
  'server/api/refusals.test.ts',
  'server/api/hostile.test.ts',
];

/** The lists' SQL against their arrays' answers: in the node project on SQLite, here on PostgreSQL. */
const LIST_SQL = ['server/api/table-lists.test.ts'];

/** The back-end's own tests, in this process (the `node` project): the service's processes are the `server` project's. */
const BACK_END_TESTS = 'server/{store,services,seed,api,areas}/**/*.test.{ts,tsx}';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The mock back-end is on unless VITE_USE_MOCK is explicitly "false": the built console
  // then works when served as static files. `define` lets the bundler drop MSW entirely when off.
  const useMock = env.VITE_USE_MOCK !== 'false';
  const chunks = chunkGroups();
  return {
    base: '/admin/',
    plugins: [
      react(),
      ...cspPlugin(env.VITE_API_BASE_URL, useMock),
      chunks.plugin,
      prerenderSignIn(),
      // the demo data of a fresh browser, seeded at build (and by the dev server), not in the worker
      seedAsset({ enabled: useMock, alias }),
    ],
    resolve: { alias },
    define: {
      __USE_MOCK__: JSON.stringify(useMock),
    },
    // the business back-end's worker (mocks/worker/entry.ts) loads its file readers and PDF writer
    // when a call needs them: split code needs module workers
    worker: { format: 'es' as const },
    optimizeDeps: {
      // the business worker's imports are found when the dev server starts, with the page's: found
      // when the worker first loads, they made the first page of a fresh `npm start` reload itself
      entries: ['index.html', 'mocks/worker/entry.ts'],
      // the worker's SQLite finds its WebAssembly beside its own module (`new URL(…, import.meta.url)`),
      // which pre-bundling would move away from it
      exclude: ['@journeyapps/wa-sqlite'],
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
    },
    test: {
      globals: false,
      globalSetup: ['./vitest.global-setup.ts'],
      testTimeout: 30000,
      css: false,
      // Vitest leaves one core free by default, which on a two-core CI machine means one worker.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['{src,stories}/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['./vitest.setup.seeds.ts', './vitest.setup.ts'],
            // A worker's files share its modules and its window: Mantine, the console and the mock
            // back-end are imported once per worker, not once per file (this project: 404 s → 184 s
            // here). What a file may change is put back for the next one: the business data
            // (setupMockServer), the page, address, storage and toasts (vitest.setup.ts). Module
            // mocks (vi.mock) would leak from file to file: tests use spies, restored after use.
            isolate: false,
          },
        },
        {
          // the state machines, the mock back-end and the build's scripts need no DOM: half a second
          // less per file
          extends: true,
          test: {
            name: 'node',
            include: ['{machines,mocks,scripts}/**/*.test.{ts,tsx}', BACK_END_TESTS],
            environment: 'node',
            setupFiles: ['./vitest.setup.seeds.ts'],
            isolate: false, // as above: 70 s → 30 s here
          },
        },
        {
          // the HTTP contract: these files of the node project again, against the service (each
          // worker its own, on a copy of one seeded database), so that what they prove holds in
          // both homes (server/contract.setup.ts). A file here calls the back-end through HTTP only.
          extends: true,
          test: {
            name: 'contract',
            include: CONTRACT_FILES,
            environment: 'node',
            globalSetup: ['./server/contract.global-setup.ts'],
            setupFiles: ['./server/contract.setup.ts'],
            isolate: false,
          },
        },
        {
          // the same HTTP contract against the service on PostgreSQL (issue #40): a cluster of the
          // run's own (or DATABASE_URL's), each worker a database copied from one seeded template;
          // and the lists' SQL, each worker on an empty database of that cluster
          extends: true,
          test: {
            name: 'contract-postgres',
            include: [...CONTRACT_FILES, ...CHART_WALKS, ...LIST_SQL],
            environment: 'node',
            globalSetup: ['./server/contract-postgres.global-setup.ts'],
            setupFiles: ['./server/contract.setup.ts'],
            isolate: false,
          },
        },
        {
          // the service (server/): its own step of `npm test`; each file its own modules, as the
          // engine it starts is module state
          extends: true,
          test: {
            name: 'server',
            include: ['server/*.test.ts', 'server/{db,engine,http,cli}/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['./vitest.setup.seeds.ts'],
          },
        },
      ],
    },
  };
});
