import { sql, type Kysely, type Selectable } from 'kysely';
import { isOpen, OUTBOX_STATES, type OutboxKind, type OutboxState } from '@/api/outbox-types';
import { keepsSecret, noCounts, type OutboxRecord, type OutboxStorage } from '../areas/access/outbox';
import type { MockLang } from '../api/i18n';
import { containsPattern } from '../db/dialect';
import type { Database, OutboxTable } from '../db/schema';

const recordOf = (row: Selectable<OutboxTable>): OutboxRecord => ({
  id: row.id,
  createdAt: row.created_at,
  kind: row.kind as OutboxKind,
  to: row.recipient,
  lang: row.lang as MockLang,
  subject: row.subject,
  text: row.text,
  secret: row.secret,
  state: row.state as OutboxState,
  settledAt: row.settled_at,
  error: row.error,
});

/**
 * The outbox as the `outbox` table (migration 0029), shared by every process of the service: a
 * message is a row written in its own statement; settling it is one conditional update, so that two
 * processes (a sender and an operator) cannot both settle it.
 */
export class SqlOutbox implements OutboxStorage {
  constructor(private readonly db: Kysely<Database>) {}

  async add(record: OutboxRecord): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: record.id,
        created_at: record.createdAt,
        kind: record.kind,
        recipient: record.to,
        lang: record.lang,
        subject: record.subject,
        text: record.text,
        secret: record.secret,
        state: record.state,
        settled_at: record.settledAt,
        error: record.error,
      })
      .execute();
  }

  async settle(id: string, state: Exclude<OutboxState, 'waiting'>, at: string, error?: string) {
    const open = OUTBOX_STATES.filter(isOpen);
    const changed = await this.db
      .updateTable('outbox')
      .set({
        state,
        settled_at: at,
        error: error ?? null,
        ...(keepsSecret(state) ? {} : { secret: null }),
      })
      .where('id', '=', id)
      .where('state', 'in', open)
      .returningAll()
      .executeTakeFirst();
    if (changed) return { ok: true as const, record: recordOf(changed) };
    const exists = await this.db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst();
    return { ok: false as const, reason: exists ? ('settled' as const) : ('unknown' as const) };
  }

  async page({ pageIndex, pageSize, state, keyword }: Parameters<OutboxStorage['page']>[0]) {
    let addressed = this.db.selectFrom('outbox');
    const part = keyword.trim().toLowerCase();
    if (part !== '')
      addressed = addressed.where(sql<boolean>`lower(recipient) like ${containsPattern(part)} escape '\\'`);
    const tally = await addressed
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute();
    const counts = noCounts();
    for (const { state: each, n } of tally) counts[each as OutboxState] = Number(n);
    const chosen = state === null ? addressed : addressed.where('state', '=', state);
    const rows = await chosen
      .selectAll()
      .orderBy('ordinal', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute();
    const total = state === null ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts[state];
    return { list: rows.map(recordOf), total, counts };
  }

  async reset(): Promise<void> {
    await this.db.deleteFrom('outbox').execute();
  }
}
