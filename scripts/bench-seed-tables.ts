// `npx tsx scripts/bench-seed-tables.ts`: the demo's year of documents replayed through the services
// twice in this process, on the lists of a `Db` (as the seed runs today) and on the tables of an
// in-memory SQLite database (better-sqlite3, migrated, the master data written first), and how long
// each took; then the statements the tables' run spent most time in, with their count. The figures
// behind "What stays in memory is the seed's workspace" (docs/architecture.md). A measuring tool: it
// exits 0 whatever it measured. About a minute and a half on this machine.
import SQLite from 'better-sqlite3';
import { sqliteKysely } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDocuments } from '../server/seed/documents/index';
import { seedDb } from '../server/seed/index';
import { DEFAULT_SEED } from '../server/seed/random';
import { countOf, type Db } from '../server/store/store';
import { bindTables, liveTables } from '../server/store/tables';

const today = Date.UTC(2026, 10, 22);

const mastersOf = (db: Db) => ({
  customers: db.customers,
  warehouses: db.warehouses,
  carriers: db.carriers,
  skus: db.skus,
  declarations: db.declarations,
  listings: db.listings,
  cartons: db.cartons,
});

async function documentsOn(db: Db, label: string): Promise<void> {
  const masters = mastersOf(await seedDb({ today, documents: false }));
  const started = performance.now();
  await seedDocuments(db, masters, DEFAULT_SEED, today);
  const ms = performance.now() - started;
  const counts = await Promise.all(
    (['outbounds', 'flow', 'fees'] as const).map(async (name) => `${await countOf(db, name)} ${name}`),
  );
  console.log(`${label.padEnd(8)} ${(ms / 1000).toFixed(1).padStart(6)} s   ${counts.join(', ')}`);
}

// on lists
const lists = await seedDb({ today, documents: false });
await documentsOn(lists, 'lists');

// on tables, each statement timed by its text
const connection = new SQLite(':memory:');
const spent = new Map<string, { calls: number; ms: number }>();
const prepare = connection.prepare.bind(connection);
connection.prepare = ((text: string) => {
  const statement = prepare(text);
  for (const method of ['all', 'run', 'get', 'iterate'] as const) {
    const run = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const at = performance.now();
      try {
        return run(...args);
      } finally {
        const figure = spent.get(text) ?? { calls: 0, ms: 0 };
        figure.calls += 1;
        figure.ms += performance.now() - at;
        spent.set(text, figure);
      }
    };
  }
  return statement;
}) as typeof connection.prepare;
const kysely = sqliteKysely(connection);
await migrateToLatest(kysely);
const tables = await seedDb({ today, documents: false });
bindTables(tables, { executor: () => kysely });
await liveTables(tables);
spent.clear();
await documentsOn(tables, 'tables');
const figures = [...spent.values()];
console.log(
  `\n${figures.reduce((sum, f) => sum + f.calls, 0)} statements, ` +
    `${(figures.reduce((sum, f) => sum + f.ms, 0) / 1000).toFixed(1)} s inside SQLite; the costliest:`,
);
for (const [text, figure] of [...spent].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
  console.log(
    `${(figure.ms / 1000).toFixed(1).padStart(6)} s ${String(figure.calls).padStart(8)}  ${text.slice(0, 100)}`,
  );
await kysely.destroy();
