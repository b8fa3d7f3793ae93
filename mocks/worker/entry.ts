// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// SQLite between visits (database.ts), and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { browserPersistence } from './database';
import { persistBusinessDbIn } from '../../server/api/db-instance';
import { seedDatabaseToday } from './seed-asset';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// A fresh browser starts from today's seeded database (the build's, or made here), made its own file.
const built = __SEED_DATABASE_URL__;
const seed = () => seedDatabaseToday(built ? new URL(built, import.meta.url).href : null);
// The business data survives a reload (business.md §12); with no store at all it lives in memory.
// Demo data kept in memory (no OPFS, no room for the database file) is stored with the first change
// a visitor makes.
if (typeof indexedDB !== 'undefined')
  persistBusinessDbIn(browserPersistence(seed), 'demo', 'with-first-write');
serveBusinessCalls(globalThis as unknown as WorkerEnd);
