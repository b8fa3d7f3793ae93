// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// IndexedDB between visits, and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { IndexedDbPersistence } from '../db/persistence';
import { persistBusinessDbIn, takeDemoDataFrom } from '../handlers/business/db-instance';
import { demoDataFrom } from './seed-asset';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// The business data survives a reload (business.md §12); without IndexedDB it lives in memory.
if (typeof indexedDB !== 'undefined') persistBusinessDbIn(new IndexedDbPersistence());
// A fresh browser starts from the demo data the build seeded, its days moved to today's.
const snapshot = __SEED_SNAPSHOT_URL__;
if (snapshot) takeDemoDataFrom(() => demoDataFrom(new URL(snapshot, import.meta.url).href));
serveBusinessCalls(globalThis as unknown as WorkerEnd);
