import { now } from '../../server/api/clock';
import { startOfUtcDay } from '../../server/seed/index';
import { seedDatabaseIn, type MemorySqlite } from '../../server/seed/seeded-database';
import { shiftSeededDays } from '../../server/seed/shift-days';
import { PAGE_SIZE } from './page-size';
import { waSqliteMemoryFile } from './wa-sqlite';

/**
 * The file's bytes. A static host sends the .gz file as it is (gunzipped here); a server that sent
 * it with a Content-Encoding had the browser decode it already. Read whole, then written in one go:
 * in Chromium, 67 MB written in the stream's chunks took 1.2 s against 0.3 s at once.
 */
async function bytesOf(response: Response): Promise<Uint8Array> {
  const body = response.body;
  if (response.headers.has('Content-Encoding') || !body) return new Uint8Array(await response.arrayBuffer());
  return new Uint8Array(await new Response(body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}

/**
 * The demo data of a fresh browser (issue #39): the database the build made (scripts/vite-seed-asset.ts,
 * the service's first start on an empty SQLite database), fetched, to become this browser's database
 * file, instead of the seed's year replayed here (2–3 s of CPU) and its rows written with the first
 * writes. On another day than the one it was seeded for, its days are moved to today's first
 * (`shiftSeededDays`: some 0.1 s, against 6.5 s for the seed made here). Without the file (a host that
 * does not serve it, a network gone meanwhile), undefined: the database is then made here
 * (`seedDatabaseToday`).
 */
export async function seedDatabaseFrom(url: string): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = shiftSeededDays(await bytesOf(response), startOfUtcDay(now()));
    if (bytes === undefined) throw new Error(`${url} is not a SQLite database`);
    return bytes;
  } catch (error) {
    console.warn('[mock] the demo data is seeded in this browser:', error);
    return undefined;
  }
}

/**
 * Today's seeded database for a browser that has none: the build's (`url`), its days moved to
 * today's; or, when the build's cannot be had, made here as the build makes it (the seed replayed,
 * 2–3 s of CPU, then its rows written into a database in this worker's memory, `memory`; the tests
 * hand Node's loader the WebAssembly), so that a browser starts from its database file whatever the
 * day. Undefined only when that fails too: the engine then writes the seed's rows itself
 * (db-instance.ts).
 */
export async function seedDatabaseToday(
  url: string | null,
  memory: () => Promise<MemorySqlite> = () => waSqliteMemoryFile(),
): Promise<Uint8Array | undefined> {
  const built = url ? await seedDatabaseFrom(url) : undefined;
  if (built) return built;
  try {
    return await seedDatabaseIn(await memory(), {
      day: startOfUtcDay(now()),
      pageSize: PAGE_SIZE,
    });
  } catch (error) {
    console.warn('[mock] the demo database could not be made in this browser:', error);
    return undefined;
  }
}
