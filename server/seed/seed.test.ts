import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shownCertificateStatus } from '@machines/business/certificate-review.machine';
import { BATTERY_CERTIFICATES } from '@machines/business/sku-review.machine';
import { SKU_STATUSES } from '@machines/business/sku-review.machine';
import { setClock } from '../api/clock';
import { checkInvariants } from '../store/invariants';
import { resetDb, seededDb } from '../store/reset';
import { isHsCode, isSkuCode, isValidGtin } from '@/api/rules/codes';
import { isValidOn } from '../areas/sku/seed-certificates';
import { seedDb } from './index';
import { insert, type Db } from '../store/store';

const TODAY = Date.UTC(2026, 10, 22);

beforeEach(() => setClock(() => TODAY + 3_600_000));
afterEach(() => setClock());

describe('seed: master data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seedDb({ today: TODAY, documents: false });
  });

  it('has the sizes of business.md §12', async () => {
    expect(db.customers.map((c) => [c.id, c.name])).toEqual([
      ['C001', 'Northwind Trading'],
      ['C002', 'Blue Harbor Goods'],
    ]);
    const official = db.warehouses.filter((w) => w.kind === 'OFFICIAL');
    expect(official.map((w) => [w.code, w.address.city, w.countryCode])).toEqual([
      ['USEA', 'Edison', 'US'],
      ['USWE', 'Los Angeles', 'US'],
      ['UKLO', 'London', 'GB'],
      ['DEFR', 'Frankfurt am Main', 'DE'],
      ['AUSY', 'Sydney', 'AU'],
    ]);
    const own = db.warehouses.filter((w) => w.kind === 'SELF_SERVICE');
    expect(own.map((w) => w.ownerCustomerId)).toEqual(['C001', 'C002']);
    expect(official.every((w) => w.ownerCustomerId === null)).toBe(true);
    expect(db.carriers).toHaveLength(12);
    for (const customer of db.customers) {
      const skus = db.skus.filter((s) => s.customerId === customer.id);
      expect(skus).toHaveLength(300);
      expect(new Set(skus.map((s) => s.status))).toEqual(new Set(SKU_STATUSES));
      expect(skus.filter((s) => s.status === 'APPROVED').length).toBeGreaterThan(150);
      expect(db.cartons.filter((c) => c.customerId === customer.id)).toHaveLength(20);
    }
    expect(db.purses.map((p) => [p.id, p.balance])).toEqual([
      ['C001|USD', 0],
      ['C002|USD', 0],
    ]);
    expect(await checkInvariants(db)).toEqual([]);
  });

  it('is the same from the same seed and day, and differs with another seed', async () => {
    // The clock is an hour into TODAY: the default day is the mock clock's.
    expect(await seedDb({ documents: false })).toEqual(db);
    expect((await seedDb({ today: TODAY - 86_400_000, documents: false })).skus).not.toEqual(db.skus);
    expect((await seedDb({ seed: 7, today: TODAY, documents: false })).skus).not.toEqual(db.skus);
  });

  it('makes carriers with tracking links and valid warehouses', () => {
    const codes = new Set(db.warehouses.map((w) => w.code));
    for (const carrier of db.carriers) {
      expect(carrier.trackingUrlTemplate).toContain('{trackingNo}');
      expect(carrier.warehouseCodes.every((code) => codes.has(code))).toBe(true);
    }
    for (const warehouse of db.warehouses) {
      expect(
        db.carriers.some((c) => c.type === 'LAST_MILE' && c.warehouseCodes.includes(warehouse.code)),
      ).toBe(true);
    }
  });

  it('makes valid, unique SKU codes, GTINs, system barcodes and dimensions', () => {
    const customerCode = new Map(db.customers.map((c) => [c.id, c.code]));
    for (const sku of db.skus) {
      expect(isSkuCode(sku.sku), sku.sku).toBe(true);
      if (sku.barcode !== null) expect(isValidGtin(sku.barcode), sku.barcode).toBe(true);
      expect(sku.systemBarcode).toBe(`${customerCode.get(sku.customerId)}-${sku.sku}`);
      expect(Math.min(sku.weightKg, sku.lengthCm, sku.widthCm, sku.heightCm)).toBeGreaterThan(0);
      if (sku.measured) expect(Math.min(sku.measured.weightKg, sku.measured.heightCm)).toBeGreaterThan(0);
    }
    expect(db.skus.filter((s) => s.barcode !== null).length).toBeGreaterThan(300);
    const codes = db.skus.concat().map((s) => `${s.customerId}:${s.sku}`);
    const cartonCodes = db.cartons.map((c) => `${c.customerId}:${c.cartonSku}`);
    expect(new Set([...codes, ...cartonCodes]).size).toBe(codes.length + cartonCodes.length);
  });

  it('gives approved battery SKUs a valid MSDS and UN38.3', () => {
    const battery = db.skus.filter(
      (s) =>
        s.status === 'APPROVED' &&
        (s.cargoAttribute === 'WITH_BATTERY' || s.cargoAttribute === 'PURE_BATTERY'),
    );
    expect(battery.length).toBeGreaterThan(10);
    for (const sku of battery) {
      const valid = db.certificates
        .filter((c) => c.skuId === sku.id && isValidOn(c, TODAY))
        .map((c) => c.type);
      expect(
        BATTERY_CERTIFICATES.every((type) => valid.includes(type)),
        sku.sku,
      ).toBe(true);
    }
    // expired ones were found valid and have passed their expiry day since: shown expired, not stored so
    expect(db.certificates.some((c) => shownCertificateStatus(c, TODAY) === 'EXPIRED')).toBe(true);
    expect(db.certificates.some((c) => shownCertificateStatus(c, TODAY) === 'PENDING')).toBe(true);
    const needExpiry = db.certificates.filter((c) => c.type === 'MSDS' || c.type === 'UN38.3');
    expect(needExpiry.every((c) => c.expiresAt !== null)).toBe(true);
  });

  it('gives approved SKUs approved IMPORT declarations for the US and the owner warehouse country', () => {
    const ownCountry = new Map(
      db.warehouses.flatMap((w) => (w.ownerCustomerId ? [[w.ownerCustomerId, w.countryCode]] : [])),
    );
    for (const sku of db.skus.filter((s) => s.status === 'APPROVED')) {
      const imports = db.declarations.filter(
        (d) => d.skuId === sku.id && d.direction === 'IMPORT' && d.status === 'APPROVED',
      );
      const countries = imports.map((d) => d.countryCode);
      expect(countries, sku.sku).toContain('US');
      expect(countries, sku.sku).toContain(ownCountry.get(sku.customerId));
    }
    expect(db.declarations.every((d) => isHsCode(d.hsCode) && d.declaredValue > 0)).toBe(true);
    const keys = db.declarations.map((d) => `${d.skuId}|${d.countryCode}|${d.direction}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps platform SKUs unique per customer, platform and store', () => {
    expect(db.listings.length).toBeGreaterThan(200);
    const keys = db.listings.map((l) => `${l.customerId}|${l.platform}|${l.storeName}|${l.platformSku}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('binds cartons of at least two units of one approved SKU of the same customer', () => {
    for (const carton of db.cartons) {
      const component = db.skus.find(
        (s) => s.customerId === carton.customerId && s.sku === carton.componentSku,
      );
      expect(component?.status).toBe('APPROVED');
      expect(carton.unitsPerCarton).toBeGreaterThanOrEqual(2);
      expect(isSkuCode(carton.cartonSku), carton.cartonSku).toBe(true);
      if (carton.barcode !== null) expect(isValidGtin(carton.barcode)).toBe(true);
    }
  });

  it('resets a changed db back to the seed, in place', async () => {
    const options = { today: TODAY, documents: false };
    const live = await seededDb(options);
    const pristine = await seededDb(options);
    await insert(live, 'customers', { ...live.customers[0], id: 'C999' });
    live.purses[0].balance = 42;
    const held = live;
    await resetDb(live, options);
    expect(held).toEqual(pristine);
  });
});
