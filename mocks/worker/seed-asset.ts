import { now } from '../../server/api/clock';
import { startOfUtcDay } from '../../server/seed/index';
import { seededDayOf } from '../../server/seed/seeded-day';

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
 * file as it is, instead of the seed's year replayed here (2–3 s of CPU) and its rows written with the
 * first writes. Only on the day it was seeded for: the seed's settlements are calendar months before
 * the current one, and its days moved by even one no longer are. On another day, or without the file
 * (a host that does not serve it, a network gone meanwhile), undefined: the demo data is then seeded
 * here, as slowly as before.
 */
export async function seedDatabaseFrom(url: string): Promise<Uint8Array | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = await bytesOf(response);
    const day = seededDayOf(bytes);
    if (day === undefined) throw new Error(`${url} is not a SQLite database`);
    if (day !== startOfUtcDay(now()))
      throw new Error(`the build's demo data is for ${new Date(day).toISOString().slice(0, 10)}`);
    return bytes;
  } catch (error) {
    console.warn('[mock] the demo data is seeded in this browser:', error);
    return undefined;
  }
}
