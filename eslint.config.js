import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/*
 * The direction of imports (docs/architecture.md "Folders and their direction"): app → layouts →
 * views → components → api, machines/ below them all; server/ is the back-end and imports only src/api;
 * mocks/ is the browser's wiring of it and imports server/.
 * Test files and their helpers set up the mock server and render whole consoles, so only the product
 * files are held to it. A later config object replaces an earlier one's `no-restricted-imports` for
 * the files both match, so each folder's list repeats the rules that apply everywhere in src/.
 */
const SRC_TESTS = ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}', 'src/test/**'];

/**
 * One naming style in src/ (docs/architecture.md "Adding a business area"): a hook's file is named in
 * kebab-case (`use-permission.ts` exports `usePermission`), and a test helper is `<area>.test-support.ts(x)`
 * beside the tests that use it, or lives in src/test/ when several areas share it.
 */
const fileNames = {
  rules: {
    'file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        const inSrcTest = /[\\/]src[\\/]test[\\/]/.test(context.filename);
        return {
          Program(node) {
            if (/^use[A-Z]/.test(name)) {
              const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
              context.report({ node, message: `a hook's file is named in kebab-case: ${kebab}` });
            }
            const helper = /(^|[-.])(testing|test-utils|test-helpers|test-support)\.tsx?$/.test(name);
            if (helper && !inSrcTest && !/\.test-support\.tsx?$/.test(name)) {
              context.report({
                node,
                message:
                  'a test helper is named <area>.test-support.ts(x) beside its tests, or lives in src/test/',
              });
            }
          },
        };
      },
    },
  },
};

/** An import of one of src/'s top folders, by alias or by a relative path (`@/views/…`, `../../views/…`). */
const srcFolder = (folders) => `^(@/|(\\.\\./)+(src/)?)(${folders.join('|')})(/|$)`;

const NO_MOCKS = {
  regex: '^(@mocks/|(\\.\\./)+(mocks|server)(/|$))',
  message:
    'the console does not import the back-end (server/) or its browser wiring (mocks/): shared rules live in src/api/rules, types in src/api',
};

const folderDirection = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: SRC_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: SRC_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            {
              regex: srcFolder(['views', 'layouts', 'app']),
              message: 'components/ sit below views, layouts and app: take what you need as props or context',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: SRC_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            {
              regex: srcFolder(['views', 'components', 'layouts', 'app', 'hooks']),
              message:
                'api/ is the bottom of the console: the mock back-end imports it, so it imports nothing above it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: SRC_TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_MOCKS,
            {
              regex: srcFolder(['layouts']),
              message: 'views/ sit below the layouts that show them',
            },
            {
              // views reach the app through its context hooks and router helpers, not its internals
              regex: '^(@/|(\\.\\./)+(src/)?)app/(views|view-loaders|bootstrap|provide|App)(/|$)',
              message: 'a page does not import the registry that loads the pages (nor the app set-up)',
            },
          ],
        },
      ],
    },
  },
  ...[
    { files: ['mocks/**/*.ts'], patterns: [] },
    {
      // the back-end is the same in every home: the browser's wiring (mocks/) hands calls to it, not back
      files: ['server/**/*.ts'],
      patterns: [
        {
          regex: '^(@mocks/|(\\.\\./)+mocks(/|$))',
          message: "the back-end does not import the browser's wiring of it (mocks/): mocks/ imports server/",
        },
      ],
    },
  ].map(({ files, patterns }) => ({
    // The back-end imports src/api (types, shared rules) and nothing above, but the demo route table it
    // serves as the sample menus (shared by design, see local-routes.ts) and the icon names a menu entry
    // may carry.
    files,
    ignores: ['{mocks,server}/**/*.test.ts', '{mocks,server}/**/*.test-support.ts', '**/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+src/)(?!api/|app/routes/local-routes$|components/Icon/icon-name$)',
              message:
                'the back-end knows the API (src/api), not the console: no views, view registry, layouts or app',
            },
            ...patterns,
          ],
        },
      ],
    },
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-served', 'data', 'storybook-static', 'public', 'node_modules', 'e2e/artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The console does not build with the React Compiler (see docs/architecture.md, decisions): this
      // rule only says the compiler would skip memoising a component using such a library (TanStack
      // Virtual's useVirtualizer), which changes nothing here. The other compiler-era rules stay on.
      'react-hooks/incompatible-library': 'off',
      'react-refresh/only-export-components': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // machines/ is framework-free: no React, no DOM, nothing from src/ or mocks/.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mantine/*', '@/*', '@mocks/*'],
              message: 'machines/ are framework-free and import nothing from src/ or mocks/',
            },
            {
              regex: '^(\\.\\./)+(src|mocks|server)(/|$)',
              message: 'machines/ import nothing from src/, server/ or mocks/',
            },
          ],
        },
      ],
    },
  },
  ...folderDirection,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { outpost: fileNames },
    rules: { 'outpost/file-names': 'error' },
  },
  {
    // One home for formatting (src/i18n/format.ts): a view that makes its own Intl formatter or calls
    // toLocale*String reads in the browser's language, or throws on a bad locale and blanks the page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/format.ts', 'src/api/rules/**', ...SRC_TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'format through src/i18n/format.ts (one formatter per locale, never throwing)',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'format through src/i18n/format.ts: toLocale*String follows the browser, not the console',
        },
      ],
    },
  },
  {
    // Unit and component tests share their workers' modules (vite.config.ts `isolate: false`): a
    // module mock would stay in place for the files that run after. Spy on the export instead.
    files: ['{src,stories,machines,mocks}/**/*.{ts,tsx}'],
    ignores: ['**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message: 'test files share modules (isolate: false): spy on the export (vi.spyOn) and restore it',
        })),
      ],
    },
  },
  {
    // The back-end's calls are asynchronous (its collections move to tables one by one): a promise
    // not awaited, or used as a condition or a predicate's answer, is a read that never happened.
    // Type-aware, so only where it pays: the back-end and its tests.
    files: ['{mocks,server}/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(filter|find|findIndex|findLast|some|every|sort|toSorted|forEach|reduce)$/] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]',
          message: "an array's callback cannot be async: its promise is taken as the answer; loop with await",
        },
      ],
    },
  },
  {
    // The collections that move to tables first (docs/architecture.md, step 2) are read through the
    // store's calls, whose criteria a table can answer, not as the engine's arrays. The seed builds
    // them and the store keeps them. Tests ask the store too, so that they run in either home
    // (OUTPOST_TEST_STORE); those of the array home itself may look.
    files: ['{mocks,server}/**/*.ts', 'src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}'],
    ignores: [
      'server/api/db-instance.test.ts',
      'server/engine/engine-tables.test.ts',
      'server/engine/sql-persistence.test.ts',
      'server/store/{fingerprint,persistence,store,tables,tx}.test.ts',
      'server/api/table-lists.test.ts',
      // the seed builds a db of its own that is never bound: it reads the lists it makes
      'server/seed/**',
      'server/areas/*/seed*.ts',
      'server/store/store.ts',
      // the index of a list's records by code, for a db that keeps them as lists (skuByCode)
      'server/store/lookup.ts',
      // fixtures top up a db that is never bound (tests, the bench of the array home)
      'server/api/fixtures.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(filter|find|findIndex|findLast|some|every|sort|toSorted|forEach|reduce)$/] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]',
          message: "an array's callback cannot be async: its promise is taken as the answer; loop with await",
        },
        {
          selector:
            'MemberExpression[property.name=/^(customers|warehouses|carriers|skus|declarations|certificates|listings|cartons|returnStrategies|balances|flow|purses|purseTransactions|fees|recharges|settlements|outboundBatches|inbounds|rmas|outbounds)$/]:matches([object.name="db"], [object.property.name="db"])',
          message:
            'every business collection (masters, SKUs and their records, stock and its flow, purses and their ledger, fees, the documents) is a table where the store is a database (server/store/tables.ts): read it through the store (findById, find, filter, filterNaming, countOf, everyRecord, warehouseOf, carrierOf, skuByCode, cartonByCode)',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
