import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillOfOrder } from '@/api/rules/waybill';
import { onCluster, testCluster, type TestCluster } from '../postgres.test-support';
import { createDatabase, memoryDatabase } from './database';
import { migrateToLatest, migratorOf } from './migrate';
import type { Database } from './schema';

/** Orders in every label state, sub-states and both modes among them, as rows stored before 0022. */
const ORDERS = [
  ['O1', 'WAREHOUSE_ONLY', 'DRAFT', false],
  ['O2', 'WAREHOUSE_ONLY', 'AWAITING_PICK', true],
  ['O3', 'WAREHOUSE_ONLY', 'SHIPPED', true],
  ['O4', 'WAREHOUSE_ONLY', 'SHIPPED', false],
  ['O5', 'WAREHOUSE_AND_DELIVERY', 'PICKING.cancelRequested', false],
  ['O6', 'WAREHOUSE_AND_DELIVERY', 'SHIPPED', false],
  ['O7', 'WAREHOUSE_AND_DELIVERY', 'DELIVERED', false],
  ['O8', 'WAREHOUSE_AND_DELIVERY', 'PACKED', false],
] as const;

async function fillsTheColumnByTheRule(db: Kysely<Database>): Promise<void> {
  await migratorOf(db).migrateTo('0021_auth_state');
  await db
    .insertInto('outbound')
    .values(
      ORDERS.map(([id, businessMode, status, waybillUploaded], seq) => ({
        id,
        seq,
        outbound_no: `OUT-${id}`,
        customer_id: 'C001',
        reference_no: '',
        status,
        type: 'B2C',
        platform: null,
        store_name: '',
        warehouse_code: 'W1',
        carrier_code: 'K1',
        business_mode: businessMode,
        exception_reason: null,
        country_code: 'US',
        tracking_no: '',
        line_skus: '|',
        shipped_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        doc: JSON.stringify({ id, businessMode, status, waybillUploaded }),
      })) as never,
    )
    .execute();
  await migrateToLatest(db);
  const rows = await db.selectFrom('outbound').select(['id', 'waybill_state']).orderBy('id').execute();
  expect(rows).toEqual(
    ORDERS.map(([id, businessMode, status, waybillUploaded]) => ({
      id,
      waybill_state: waybillOfOrder({ businessMode, status, waybillUploaded }),
    })),
  );
  expect(new Set(rows.map((row) => row.waybill_state))).toEqual(
    new Set(['MISSING', 'UPLOADED', 'PENDING', 'GENERATED']),
  );
}

describe('0022: the waybill label state of orders stored before it', () => {
  it('is filled on SQLite by the rule the service now derives it with', async () => {
    const db = memoryDatabase();
    await fillsTheColumnByTheRule(db);
    await db.destroy();
  });

  describe('on PostgreSQL', () => {
    let cluster: TestCluster;
    const DATABASE = 'outpost_migrate_waybill';
    beforeAll(async () => {
      cluster = await testCluster();
      await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
    });

    it('is filled by the same rule', async () => {
      const db = createDatabase({ databaseUrl: cluster.urlOf(DATABASE), dataDir: '' });
      try {
        await fillsTheColumnByTheRule(db);
      } finally {
        await db.destroy();
      }
    });
  });
});
