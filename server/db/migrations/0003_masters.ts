import type { Kysely } from 'kysely';

/**
 * The first business collections to leave the engine's parts for tables of their own
 * (docs/architecture.md, step 2): customers, warehouses and carriers. A row each, the record as JSON
 * in `doc`, beside it the columns a read names (criteria) or a constraint needs; `seq` keeps the
 * order the records were made in, which lists and pickers show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('warehouse')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('owner_customer_id', 'text')
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('carrier')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['carrier', 'warehouse', 'customer']) await db.schema.dropTable(table).execute();
}
