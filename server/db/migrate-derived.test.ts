import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waybillOfOrder } from '@/api/rules/waybill';
import type { RmaLine } from '@/api/business/types/documents';
import { returnedUnitsOf } from '../areas/rma/returned-units';
import { onCluster, testCluster, type TestCluster } from '../postgres.test-support';
import { createDatabase, memoryDatabase } from './database';
import { migrateToLatest, migratorOf } from './migrate';
import type { Database } from './schema';

/** 0022: orders in every label state, sub-states and both modes among them, as rows stored before 0022. */
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

const line = (sku: string, expectedQty: number, received: [number, number, number]): RmaLine => ({
  sku,
  expectedQty,
  goodQty: received[0],
  defectiveQty: received[1],
  unidentifiedQty: received[2],
});

/** Returns of lines announced only, counted at receipt (some more, some fewer), and none. */
const RETURNS: { id: string; lines: RmaLine[] }[] = [
  { id: 'R1', lines: [line('A', 3, [0, 0, 0])] },
  { id: 'R2', lines: [line('A', 3, [1, 1, 0]), line('B', 1, [0, 0, 2]), line('A', 5, [0, 0, 0])] },
  { id: 'R3', lines: [] },
];

async function fillsTheColumnsByTheRules(db: Kysely<Database>): Promise<void> {
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
        doc: JSON.stringify({
          id,
          businessMode,
          status,
          waybillUploaded,
          consignee: { name: `Buyer “${id}” Ünal 王`, countryCode: 'US' },
        }),
      })) as never,
    )
    .execute();
  await db
    .insertInto('rma')
    .values(
      RETURNS.map(({ id, lines }, seq) => ({
        id,
        seq,
        rma_no: `RMA-${id}`,
        customer_id: 'C001',
        reference_no: '',
        status: 'SUBMITTED',
        source: 'CUSTOMER_FORECAST',
        warehouse_code: 'W1',
        original_outbound_no: null,
        strategy_id: null,
        line_skus: '|',
        received_at: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        doc: JSON.stringify({ id, lines }),
      })) as never,
    )
    .execute();
  await migrateToLatest(db);
  const returns = await db.selectFrom('rma').select(['id', 'returned_units']).orderBy('id').execute();
  expect(returns.map((row) => [row.id, JSON.parse(row.returned_units ?? 'null')])).toEqual(
    RETURNS.map((rma) => [rma.id, JSON.parse(returnedUnitsOf(rma))]),
  );
  expect(JSON.parse(returnedUnitsOf(RETURNS[1]))).toEqual([
    ['A', 2],
    ['B', 2],
    ['A', 5],
  ]);
  const rows = await db
    .selectFrom('outbound')
    .select(['id', 'waybill_state', 'consignee_name'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual(
    ORDERS.map(([id, businessMode, status, waybillUploaded]) => ({
      id,
      waybill_state: waybillOfOrder({ businessMode, status, waybillUploaded }),
      // 0024: the buyer's name out of the order's JSON, as written
      consignee_name: `Buyer “${id}” Ünal 王`,
    })),
  );
  expect(new Set(rows.map((row) => row.waybill_state))).toEqual(
    new Set(['MISSING', 'UPLOADED', 'PENDING', 'GENERATED']),
  );
}

describe('0022, 0023 and 0024: the derived columns of rows stored before them', () => {
  it('are filled on SQLite by the rules the service now derives them with', async () => {
    const db = memoryDatabase();
    await fillsTheColumnsByTheRules(db);
    await db.destroy();
  });

  describe('on PostgreSQL', () => {
    let cluster: TestCluster;
    const DATABASE = 'outpost_migrate_derived';
    beforeAll(async () => {
      cluster = await testCluster();
      await onCluster(cluster.url, `drop database if exists ${DATABASE}`, `create database ${DATABASE}`);
    }, 120_000);
    afterAll(async () => {
      await cluster?.stop();
    });

    it('are filled by the same rules', async () => {
      const db = createDatabase({ databaseUrl: cluster.urlOf(DATABASE), dataDir: '' });
      try {
        await fillsTheColumnsByTheRules(db);
      } finally {
        await db.destroy();
      }
    });
  });
});
