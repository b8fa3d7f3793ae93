// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// IndexedDB between visits, and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { IndexedDbPersistence } from '../db/persistence';
import { persistBusinessDbIn } from '../handlers/business/db-instance';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// The business data survives a reload (business.md §12); without IndexedDB it lives in memory.
if (typeof indexedDB !== 'undefined') persistBusinessDbIn(new IndexedDbPersistence());
serveBusinessCalls(globalThis as unknown as WorkerEnd);
