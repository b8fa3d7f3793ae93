import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { liveDb, persistBusinessDbIn } from '../api/db-instance';
import { readSettings, SettingsError } from '../config';
import { createDatabase } from '../db/database';
import { kindOf } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { startEngine, stopEngine } from '../engine/engine';
import { SqlPersistence } from '../engine/sql-persistence';
import { checkInvariants } from '../store/invariants';
import { appendCopies } from '../seed/scale';

/**
 * `npm run seed -- --scale N`: an empty database (the environment's: DATABASE_URL, else the SQLite file
 * in DATA_DIR) migrated and given N times the demo's data (server/seed/scale.ts): the demo itself, as a
 * first start of the service writes it (its accounts too), then N-1 copies for customers of their own.
 * N = 200 is a million outbound orders with their stock flow, fees and purse transactions. The copies
 * go in as one transaction, the tables' secondary indexes set aside and built after; then the
 * database's statistics are gathered and the invariants checked. Run it before the service starts.
 */
const USAGE = 'usage: npm run seed -- --scale N   (N from 1 to 1000: N times the demo data)';

class UsageError extends Error {}

function scaleOf(argv: readonly string[]): number {
  let values: { scale?: string };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { scale: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const scale = Number(values.scale ?? '1');
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000)
    throw new UsageError(`--scale must be a whole number from 1 to 1000, not "${values.scale}"\n${USAGE}`);
  return scale;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const scale = scaleOf(process.argv.slice(2));
  const settings = readSettings();
  const db = createDatabase(settings);
  const say = (line: string) => console.log(line);
  const started = performance.now();
  try {
    await migrateToLatest(db);
    if (await new SqlPersistence(db).holdsSnapshot())
      throw new UsageError(
        'this database already holds data: the seed goes into an empty one (point DATABASE_URL or ' +
          'DATA_DIR at a new database, or drop this one)',
      );
    await startEngine(db, 'demo');
    stopEngine();
    say(`the demo data written (copy 1 of ${scale}) in ${seconds(started)}`);
    if (scale > 1) await appendCopies(db, scale, say);
    const analyzing = performance.now();
    await sql.raw(kindOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
    say(`statistics gathered in ${seconds(analyzing)}`);
    persistBusinessDbIn(new SqlPersistence(db));
    const live = await liveDb();
    const violations = await checkInvariants(live);
    const { count } = db.fn;
    const orders = await db
      .selectFrom('outbound')
      .select(count<number>('id').as('n'))
      .executeTakeFirstOrThrow();
    say(
      `${scale}× the demo data: ${Number(orders.n).toLocaleString('en')} outbound orders, ` +
        `in ${seconds(started)}; invariants: ${violations.length === 0 ? 'hold' : `${violations.length} broken`}`,
    );
    for (const violation of violations.slice(0, 20)) say(`  ${JSON.stringify(violation)}`);
    if (violations.length > 0) process.exitCode = 1;
  } finally {
    persistBusinessDbIn(null);
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof SettingsError || error instanceof UsageError;
  console.error(known ? (error as Error).message : error);
  process.exit(known ? 2 : 1);
});
