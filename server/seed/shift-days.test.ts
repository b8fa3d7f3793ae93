import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../api/clock';
import { liveDb, persistBusinessDbIn, writing } from '../api/db-instance';
import { memorySqlite, sqliteKysely } from '../db/database';
import { SqlPersistence } from '../engine/sql-persistence';
import { closeSettlement, save } from '../services/index';
import { approvedSkus, operator, outboundInput, seller } from '../services/testing';
import { checkInvariants } from '../store/invariants';
import { setupMockServer } from '../../mocks/testing';
import { DAY_MS } from './random';
import { seedDatabaseIn } from './seeded-database';
import { seededDayOf } from './seeded-day';
import { shiftSeededDays } from './shift-days';

// The build's demo data moved to another day in the browser's worker (mocks/worker/seed-asset.ts).

setupMockServer();

const BUILT_ON = Date.UTC(2026, 10, 22);
/** 25 days on: into the next month, the last period the seed closed now ending in the month before last. */
const MOVED = 25;
const TODAY = BUILT_ON + MOVED * DAY_MS;
const iso = (at: number) => new Date(at).toISOString().slice(0, 10);

let built: Buffer;
let moved: Buffer;
let opened: SQLite.Database;
const rows = <T>(query: string) => opened.prepare(query).all() as T[];

beforeAll(async () => {
  built = await seedDatabaseIn(memorySqlite(), { day: BUILT_ON });
  moved = Buffer.from(built);
  expect(shiftSeededDays(moved, TODAY)).toBe(moved);
  opened = new SQLite(moved, { readonly: true });
}, 120_000);

afterAll(() => opened.close());
afterEach(() => setClock());

describe('a seeded database moved to another day', () => {
  it.each([
    ['a day on', 1],
    ['into the next month', MOVED],
    ['into the next year', 400],
    ['back', -3],
  ])(
    '%s: says its new day, SQLite finds every table and index in order, and moving it back gives the file',
    (_, days) => {
      const file = Buffer.from(built);
      shiftSeededDays(file, BUILT_ON + days * DAY_MS);
      expect(seededDayOf(file)).toBe(BUILT_ON + days * DAY_MS);
      expect(file.equals(built)).toBe(false);
      const db = new SQLite(file, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
      shiftSeededDays(file, BUILT_ON);
      expect(file.equals(built)).toBe(true);
    },
  );

  it('moves every day it names by as many days: the times of day kept, numbers and their days agreeing', () => {
    const before = new SQLite(built, { readonly: true });
    try {
      const newest = (db: SQLite.Database) =>
        (db.prepare('select max(created_at) at from outbound').get() as { at: string }).at;
      expect(Date.parse(newest(opened)) - Date.parse(newest(before))).toBe(MOVED * DAY_MS);
      expect(newest(opened).slice(0, 10)).toBe(iso(TODAY - DAY_MS));
      // a document's number says the day it was made on, its id and the flow rows naming it alike
      const orders = rows<{ id: string; outbound_no: string; created_at: string }>(
        'select id, outbound_no, created_at from outbound',
      );
      expect(orders).toHaveLength(5000);
      for (const order of orders) {
        expect(order.outbound_no.slice(2, 10)).toBe(order.created_at.slice(0, 10).replaceAll('-', ''));
        expect(order.id).toBe(order.outbound_no);
      }
      const numbers = new Set(orders.map((order) => order.outbound_no));
      const named = rows<{ doc_no: string }>("select doc_no from stock_flow where doc_type = 'OUTBOUND'");
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((row) => !numbers.has(row.doc_no))).toEqual([]);
      // the same rows, only their days other
      const count = (db: SQLite.Database, table: string) =>
        (db.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
      for (const table of [
        'outbound',
        'inbound',
        'rma',
        'fee',
        'stock_flow',
        'purse_transaction',
        'doc_counter',
      ])
        expect(count(opened, table), table).toBe(count(before, table));
    } finally {
      before.close();
    }
  });

  it('keeps the settlements a run of month-long periods, each starting the day after the one before', () => {
    const periods = rows<{ period_from: string; period_to: string }>(
      "select period_from, period_to from settlement where customer_id = 'C001' order by period_from",
    );
    expect(periods).toHaveLength(11);
    for (const [at, period] of periods.entries()) {
      if (at > 0) expect(period.period_from).toBe(iso(Date.parse(periods[at - 1].period_to) + DAY_MS));
      const { period_from: from } = period;
      // a month of days from the 26th: the 25th of the next month
      expect(from.slice(8)).toBe('26');
    }
    // the seed closes up to the month before last (September, built in November): now to 25 October
    expect(periods.at(-1)?.period_to).toBe('2026-10-25');
  });

  it('is the engine’s data as any: the invariants hold, numbers go on from the moved day’s, what is left of last month closes', async () => {
    persistBusinessDbIn(new SqlPersistence(sqliteKysely(new SQLite(moved))));
    // late on the moved data's last day, which has orders of its own already
    const lastDay = TODAY - DAY_MS;
    setClock(() => lastDay + 23.9 * 3_600_000);
    const db = await liveDb();
    expect(await checkInvariants(db)).toEqual([]);
    const stamp = iso(lastDay).replaceAll('-', '');
    const madeThatDay = rows<{ n: number }>(
      `select count(*) n from outbound where outbound_no like 'OB${stamp}-%'`,
    )[0].n;
    expect(madeThatDay).toBeGreaterThan(0);
    const [sku] = await approvedSkus(db);
    const order = await writing(
      async (live) => await save(live, seller, 'outbound', outboundInput([[sku, 1]])),
      (outcome) => outcome.ok,
    );
    expect(order.ok && order.value.outboundNo).toBe(`OB${stamp}-${String(madeThatDay + 1).padStart(4, '0')}`);
    // October was closed up to the 25th: the whole month overlaps that statement, the rest of it
    // closes, and then last month, whole
    const close = (from: string, to: string) =>
      writing(
        async (live) => await closeSettlement(live, operator, 'C001', from, to),
        (outcome) => outcome.ok,
      );
    expect(await close('2026-10-01', '2026-10-31')).toMatchObject({ ok: false, status: 409 });
    const rest = await close('2026-10-26', '2026-10-31');
    expect(rest.ok && [rest.value.periodFrom, rest.value.periodTo]).toEqual(['2026-10-26', '2026-10-31']);
    expect((await close('2026-11-01', '2026-11-30')).ok).toBe(true);
    expect(await checkInvariants(await liveDb())).toEqual([]);
    persistBusinessDbIn(null);
  });
});
