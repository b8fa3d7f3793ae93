import { sql, type Kysely } from 'kysely';
import { kindOf } from '../dialect';

/**
 * The fields the lists filter, sort and count by, as columns beside the record (docs/architecture.md,
 * step 3: a list over a table is a query on its columns), filled from each row's record. Money as
 * whole cents, as the purses' is.
 */

type Kind = 'text' | 'number' | 'integer' | 'cents';

const COLUMNS: Record<string, Record<string, [field: string, kind: Kind]>> = {
  customer: {
    name: ['name', 'text'],
    country_code: ['countryCode', 'text'],
    currency: ['currency', 'text'],
    created_at: ['createdAt', 'text'],
  },
  warehouse: {
    name_en: ['nameEn', 'text'],
    country_code: ['countryCode', 'text'],
    currency: ['currency', 'text'],
    created_at: ['createdAt', 'text'],
  },
  carrier: {
    name: ['name', 'text'],
    carrier_name: ['carrierName', 'text'],
    max_weight_kg: ['maxWeightKg', 'number'],
  },
  sku: {
    name_en: ['nameEn', 'text'],
    weight_kg: ['weightKg', 'number'],
    cargo_attribute: ['cargoAttribute', 'text'],
    category: ['category', 'text'],
    created_at: ['createdAt', 'text'],
    updated_at: ['updatedAt', 'text'],
  },
  declaration: { declared_value_cents: ['declaredValue', 'cents'] },
  certificate: { issued_at: ['issuedAt', 'text'], expires_at: ['expiresAt', 'text'] },
  listing: { site: ['site', 'text'], selling_price_cents: ['sellingPrice', 'cents'] },
  carton: { units_per_carton: ['unitsPerCarton', 'integer'], created_at: ['createdAt', 'text'] },
  return_strategy: {
    name: ['name', 'text'],
    created_at: ['createdAt', 'text'],
    updated_at: ['updatedAt', 'text'],
  },
  balance: { last_movement_at: ['lastMovementAt', 'text'] },
  purse: { updated_at: ['updatedAt', 'text'] },
};

const TYPES = { text: 'text', number: 'double precision', integer: 'integer', cents: 'bigint' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = kindOf(db) === 'postgres';
  const read = (field: string, kind: Kind) => {
    if (postgres) {
      const text = sql`(doc::jsonb ->> ${sql.lit(field)})`;
      if (kind === 'text') return text;
      if (kind === 'cents') return sql`round(${text}::numeric * 100)::bigint`;
      return kind === 'integer' ? sql`${text}::integer` : sql`${text}::double precision`;
    }
    const value = sql`json_extract(doc, ${sql.lit(`$.${field}`)})`;
    return kind === 'cents' ? sql`cast(round(${value} * 100) as integer)` : value;
  };
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const [column, [, kind]] of Object.entries(columns))
      await db.schema.alterTable(table).addColumn(column, TYPES[kind]).execute();
    const sets = Object.entries(columns).map(
      ([column, [field, kind]]) => sql`${sql.ref(column)} = ${read(field, kind)}`,
    );
    await sql`update ${sql.table(table)} set ${sql.join(sets)}`.execute(db);
  }
  // the lists' default orders, a customer's rows newest first
  await db.schema
    .createIndex('sku_customer_created')
    .on('sku')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('balance_customer_moved')
    .on('balance')
    .columns(['customer_id', 'last_movement_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('balance_customer_moved').execute();
  await db.schema.dropIndex('sku_customer_created').execute();
  for (const [table, columns] of Object.entries(COLUMNS))
    for (const column of Object.keys(columns)) await db.schema.alterTable(table).dropColumn(column).execute();
}
