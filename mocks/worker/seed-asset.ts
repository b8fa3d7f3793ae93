import { now } from '../clock';
import { seededDb } from '../db/reset';
import { startOfUtcDay } from '../db/seed/index';
import { dbOfSnapshot } from '../db/seed/snapshot';
import type { Db } from '../db/store';

/**
 * The snapshot's text. A static host sends the .gz file as it is (gunzipped here, as it streams in); a
 * server that sent it with a Content-Encoding had the browser decode it already.
 */
async function textOf(response: Response): Promise<string> {
  const body = response.body;
  if (response.headers.has('Content-Encoding') || !body) return await response.text();
  return await new Response(body.pipeThrough(new DecompressionStream('gzip'))).text();
}

/**
 * The demo data of a fresh browser (issue #39): the seed the build made (scripts/vite-seed-asset.ts),
 * fetched and its days moved to today's, instead of replaying the seed's year here (2–3 s of CPU
 * on a visitor's first sign-in). Half a second at most: fetch, gunzip, one pass over the text, parse.
 */
export async function demoDataFrom(url: string): Promise<Db> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return dbOfSnapshot(await textOf(response), startOfUtcDay(now()));
  } catch (error) {
    // Without the snapshot (a host that does not serve it, a network gone meanwhile) the demo
    // still starts: seeded here, as slowly as before.
    console.warn('[mock] the demo data is seeded in this browser:', error);
    return await seededDb();
  }
}
