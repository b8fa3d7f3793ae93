import { deserialize } from 'node:v8';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { encode } from './sql-persistence';

/** The row saying the values of `engine_state` are all in today's encoding (`sql-persistence.ts`). */
export const FORMAT_KEY = 'format';
const FORMAT = 'msgpack';

/**
 * Whether `bytes` are Node's own serialisation, as builds before the browser kept the same table wrote
 * them: a header byte 0xFF then its version (13 to 15). A MessagePack value beginning with 0xFF is the
 * number -1, one byte long.
 */
export const isV8Serialized = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && bytes[0] === 0xff && bytes[1] >= 0x0d && bytes[1] <= 0x0f;

/**
 * Re-encodes, once, the values an older service wrote with `node:v8`, in one transaction, and marks
 * the table as done so later starts skip it. Run by the server before the engine reads the table
 * (the browser never held such rows). Answers how many rows it changed.
 */
export async function convertLegacyValues(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const marked = await tx
      .selectFrom('engine_state')
      .select('key')
      .where('key', '=', FORMAT_KEY)
      .executeTakeFirst();
    if (marked) return 0;
    let changed = 0;
    const keys = (await tx.selectFrom('engine_state').select('key').execute()).map((row) => row.key);
    for (const key of keys) {
      const row = await tx
        .selectFrom('engine_state')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (!isV8Serialized(row.value)) continue;
      const value = encode(deserialize(row.value));
      await tx.updateTable('engine_state').set({ value }).where('key', '=', key).execute();
      changed += 1;
    }
    await tx
      .insertInto('engine_state')
      .values({ key: FORMAT_KEY, value: encode(FORMAT) })
      // two processes starting at once: the second finds nothing left to convert
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    return changed;
  });
}
