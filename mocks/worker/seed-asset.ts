import { now } from '../../server/api/clock';
import { seededDb } from '../../server/store/reset';
import { startOfUtcDay } from '../../server/seed/index';
import { dbOfSnapshot, snapshotDay } from '../../server/seed/snapshot';
import type { Db } from '../../server/store/store';

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
 * fetched, instead of replaying the seed's year here (2–3 s of CPU on a visitor's first sign-in).
 * Half a second at most: fetch, gunzip, parse. Only on the day it was seeded for: the seed's
 * settlements are calendar months before the current one, and its days moved by even one no longer
 * are (a closed month's period would end on the 1st of the next, which the operator's close of last
 * month then overlaps: seed-asset.test.ts). On another day the demo data is seeded here.
 */
export async function demoDataFrom(url: string): Promise<Db> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const text = await textOf(response);
    const today = startOfUtcDay(now());
    if (snapshotDay(text) !== today)
      throw new Error(
        `the build's demo data is for ${new Date(snapshotDay(text)).toISOString().slice(0, 10)}`,
      );
    return dbOfSnapshot(text, today);
  } catch (error) {
    // Without the snapshot (a host that does not serve it, a network gone meanwhile) the demo
    // still starts: seeded here, as slowly as before.
    console.warn('[mock] the demo data is seeded in this browser:', error);
    return await seededDb();
  }
}
