import type { Kysely } from 'kysely';

/**
 * The records around a SKU as rows (docs/architecture.md, step 2), as the SKUs are: declarations,
 * certificates, listings, carton bindings and return strategies. Beside each record's `doc`, the
 * columns its reads name; the uniqueness rules of business.md §2–§4 as constraints, the last line of
 * defence behind the saves' own checks (which answer at the field).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('declaration')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('sku_id', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('direction', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('declaration_sku_country_direction', ['sku_id', 'country_code', 'direction'])
    .execute();
  await db.schema
    .createIndex('declaration_customer_country')
    .on('declaration')
    .columns(['customer_id', 'country_code'])
    .execute();
  await db.schema
    .createTable('certificate')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('sku_id', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('certificate_sku').on('certificate').column('sku_id').execute();
  await db.schema
    .createTable('listing')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('sku_id', 'text', (column) => column.notNull())
    .addColumn('sku', 'text', (column) => column.notNull())
    .addColumn('platform', 'text', (column) => column.notNull())
    .addColumn('store_name', 'text', (column) => column.notNull())
    .addColumn('platform_sku', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('listing_platform_sku', ['customer_id', 'platform', 'store_name', 'platform_sku'])
    .execute();
  await db.schema.createIndex('listing_sku').on('listing').column('sku_id').execute();
  await db.schema
    .createTable('carton')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('carton_sku', 'text', (column) => column.notNull())
    .addColumn('component_sku', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('doc', 'text', (column) => column.notNull())
    .addUniqueConstraint('carton_customer_code', ['customer_id', 'carton_sku'])
    .execute();
  await db.schema
    .createIndex('carton_component')
    .on('carton')
    .columns(['customer_id', 'component_sku'])
    .execute();
  await db.schema
    .createTable('return_strategy')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('scope', 'text', (column) => column.notNull())
    .addColumn('sku', 'text')
    .addColumn('doc', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('return_strategy_customer')
    .on('return_strategy')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['return_strategy', 'carton', 'listing', 'certificate', 'declaration'])
    await db.schema.dropTable(table).execute();
}
