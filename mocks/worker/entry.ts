// The business back-end's worker (mocks/worker/page.ts makes it): the business data lives here, in
// SQLite between visits (database.ts), and the calls the page passes on are answered by serve.ts.
import './memory-storage';
import { browserPersistence, memoryPersistence } from './database';
import { persistBusinessDbIn } from '../../server/api/db-instance';
import { persistAuthStateIn } from '../../server/areas/access/state';
import { keepOutboxIn } from '../../server/areas/access/outbox';
import { pageAuthStorage, pageKept, pageOutbox } from './page-kept';
import { storeModeOf } from './protocol';
import { seedDatabaseToday } from './seed-asset';
import { serveBusinessCalls, type WorkerEnd } from './serve';

// A fresh browser starts from today's seeded database (the build's, or made here), made its own file.
const built = __SEED_DATABASE_URL__;
const seed = () => seedDatabaseToday(built ? new URL(built, import.meta.url).href : null);
// The business data survives a reload (business.md §12): its database is in OPFS, or in IndexedDB
// (no OPFS, or the page's choice, which the worker's name carries). A worker with neither keeps the
// same database in its memory, until the page goes.
const { name } = globalThis as unknown as { name: string };
persistBusinessDbIn(
  typeof indexedDB !== 'undefined' ? browserPersistence(seed, storeModeOf(name)) : memoryPersistence(seed),
);
// The sign-in state and the outbox are the page's: what a business call changes of them (a customer
// suspended, a user invited and mailed) is changed there.
const kept = pageKept(globalThis as unknown as WorkerEnd);
persistAuthStateIn(pageAuthStorage(kept));
keepOutboxIn(pageOutbox(kept));
serveBusinessCalls(globalThis as unknown as WorkerEnd);
