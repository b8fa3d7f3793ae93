import { readSettings, SettingsError } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest, migratorOf } from '../db/migrate';

/**
 * `npm run migrate`: brings the database the environment names (DATABASE_URL, else the SQLite file in
 * DATA_DIR) to the latest schema and says what it ran; `npm run migrate -- --list` lists each migration
 * and whether it has run. The service also migrates on start: this is for a deployment that migrates
 * as a step of its own.
 */
async function main(): Promise<void> {
  const settings = readSettings();
  const db = createDatabase(settings);
  try {
    if (process.argv.includes('--list')) {
      for (const migration of await migratorOf(db).getMigrations())
        console.log(`${migration.executedAt ? 'ran    ' : 'pending'} ${migration.name}`);
      return;
    }
    const ran = await migrateToLatest(db);
    console.log(ran.length ? `ran ${ran.join(', ')}` : 'the database is up to date');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SettingsError ? error.message : error);
  process.exit(1);
});
