// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// SQLite between visits (database.ts), and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { browserPersistence } from './database';
import { persistBusinessDbIn, takeDemoDataFrom } from '../../server/api/db-instance';
import { demoDataFrom } from './seed-asset';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// The business data survives a reload (business.md §12); with no store at all it lives in memory.
// The demo data is stored with the first change a visitor makes, not when it is first built.
if (typeof indexedDB !== 'undefined') persistBusinessDbIn(browserPersistence(), 'demo', 'with-first-write');
// A fresh browser starts from the demo data the build seeded, its days moved to today's.
const snapshot = __SEED_SNAPSHOT_URL__;
if (snapshot) takeDemoDataFrom(() => demoDataFrom(new URL(snapshot, import.meta.url).href));
serveBusinessCalls(globalThis as unknown as WorkerEnd);
