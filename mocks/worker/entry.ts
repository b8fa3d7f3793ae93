// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// SQLite between visits (database.ts), and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { browserPersistence } from './database';
import { persistBusinessDbIn } from '../../server/api/db-instance';
import { seedDatabaseFrom } from './seed-asset';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// A fresh browser starts from the database the build seeded for today, made its own database file.
const seeded = __SEED_DATABASE_URL__;
const seed = seeded ? () => seedDatabaseFrom(new URL(seeded, import.meta.url).href) : undefined;
// The business data survives a reload (business.md §12); with no store at all it lives in memory.
// Demo data seeded here (another day than the build's) is stored with the first change a visitor
// makes, not when it is built.
if (typeof indexedDB !== 'undefined')
  persistBusinessDbIn(browserPersistence(seed), 'demo', 'with-first-write');
serveBusinessCalls(globalThis as unknown as WorkerEnd);
