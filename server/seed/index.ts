import { now } from '../api/clock';
import { purseId } from '../store/ids';
import { createDb, type Db } from '../store/store';
import type { Purse } from '../store/types/ledger';
import { seedCartons } from '../areas/sku/seed-cartons';
import { seedCertificates } from '../areas/sku/seed-certificates';
import { seedDeclarations } from '../areas/sku/seed-declarations';
import { seedListings } from '../areas/sku/seed-listings';
import { seedCarriers, seedCustomers, seedWarehouses } from '../areas/warehouses/seed';
import { DAY_MS, DEFAULT_SEED, streamFor } from './random';
import { seedSkus } from '../areas/sku/seed';
import { seedDocuments } from './documents/index';

export interface SeedOptions {
  seed?: number;
  /** Start of the UTC day the data is dated back from; today by the mock clock when left out. */
  today?: number;
  /** false: master data only (customers, warehouses, carriers, SKUs and their records, purses). */
  documents?: boolean;
}

export const startOfUtcDay = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;

/** The demo data of business.md §12: the same for the same seed and day. */
export async function seedDb({
  seed = DEFAULT_SEED,
  today = startOfUtcDay(now()),
  documents = true,
}: SeedOptions = {}): Promise<Db> {
  const db = createDb();
  const opened = new Date(today - 450 * DAY_MS).toISOString();
  const masters = {
    customers: seedCustomers(opened),
    warehouses: seedWarehouses(opened),
    carriers: seedCarriers(),
    // the lists the SKUs and their records go into below, as the seed's services change them (the db
    // is plain here)
    skus: db.skus,
    declarations: db.declarations,
    listings: db.listings,
    cartons: db.cartons,
  };
  db.customers = [...masters.customers];
  db.warehouses = [...masters.warehouses];
  db.carriers = [...masters.carriers];
  const official = masters.warehouses.filter((w) => w.kind === 'OFFICIAL').map((w) => w.code);
  for (const customer of masters.customers) {
    const random = streamFor(seed, `skus:${customer.id}`);
    const own = masters.warehouses.filter((w) => w.ownerCustomerId === customer.id);
    const skus = seedSkus(random, customer, today, [...official, ...own.map((w) => w.code)]);
    const ownCountries = own.map((w) => w.countryCode);
    skus.forEach((sku, position) => {
      const declarations = seedDeclarations(random, sku, ownCountries);
      db.declarations.push(...declarations);
      db.certificates.push(...seedCertificates(random, sku, today));
      db.listings.push(...seedListings(random, sku, position, declarations));
    });
    db.skus.push(...skus);
    db.cartons.push(...seedCartons(streamFor(seed, `cartons:${customer.id}`), skus, today));
    const purse: Purse = {
      id: purseId(customer.id, 'USD'),
      customerId: customer.id,
      currency: 'USD',
      balance: 0,
      frozen: 0,
      creditLimit: customer.id === 'C001' ? 1000 : 500,
      lowBalanceAlert: null,
      updatedAt: opened,
    };
    db.purses.push(purse);
  }
  if (documents) await seedDocuments(db, masters, seed, today);
  return db;
}
