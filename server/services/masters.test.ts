import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../api/clock';
import { countOf, find, findById, type Db } from '../store/store';
import { act, getVisible, remove, save } from './index';
import {
  approvedSkus,
  failed,
  inboundInput,
  masterDb,
  ok,
  operator,
  seller,
  seller2,
  stockUp,
  TEST_NOW,
} from './testing';

beforeEach(() => setClock(() => TEST_NOW));
afterEach(() => setClock());

const skuInput = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  nameCn: 'Ceshi',
  nameEn: 'Test item',
  weightKg: 0.5,
  lengthCm: 10,
  widthCm: 8,
  heightCm: 4,
  category: 'Electronics',
  ...extra,
});

const skuOf = (db: Db, sku: string) => find(db, 'skus', { customerId: 'C001', sku });

describe('SKUs', () => {
  it('validate every field and keep codes unique per customer', async () => {
    const db = await masterDb();
    const outcome = failed(
      await save(db, seller, 'sku', {
        sku: 'ab',
        nameCn: '',
        barcode: '4006381333932',
        weightKg: 0,
        lengthCm: -1,
        productUrl: 'ftp://x',
      }),
    );
    expect(outcome.fields).toMatchObject({
      sku: { key: 'skuCodeInvalid' },
      nameCn: { key: 'skuNameCnRequired' },
      nameEn: { key: 'skuNameEnRequired' },
      barcode: { key: 'barcodeInvalid' },
      weightKg: { key: 'weightInvalid' },
      lengthCm: { key: 'lengthInvalid' },
      productUrl: { key: 'productUrlInvalid' },
      category: { key: 'categoryRequired' },
    });
    const taken = (await approvedSkus(db))[0];
    expect(failed(await save(db, seller, 'sku', skuInput(taken))).fields).toEqual({
      sku: { key: 'skuCodeTaken' },
    });
    expect(ok(await save(db, seller2, 'sku', skuInput(taken))).systemBarcode).toBe(`BHG-${taken}`);
    expect(failed(await save(db, operator, 'sku', skuInput('NEW-0001'))).status).toBe(403);
  });

  it('go through review: submit, approve (battery SKUs need MSDS and UN38.3), reject, freeze, discard', async () => {
    const db = await masterDb();
    const draft = ok(await save(db, seller, 'sku', skuInput('NEW-0001', { barcode: '4006381333931' })));
    expect(draft.status).toBe('DRAFT');
    ok(await act(db, seller, 'sku', draft.id, 'submit', {}));
    expect(failed(await act(db, seller, 'sku', draft.id, 'approve', {})).status).toBe(403);
    expect(failed(await act(db, operator, 'sku', draft.id, 'reject', {})).fields).toEqual({
      reason: { key: 'reasonRequired' },
    });
    ok(await act(db, operator, 'sku', draft.id, 'reject', { reason: 'photos missing' }));
    ok(await save(db, seller, 'sku', skuInput('NEW-0001', { id: draft.id, cargoAttribute: 'WITH_BATTERY' })));
    ok(await act(db, seller, 'sku', draft.id, 'submit', {}));
    expect(failed(await act(db, operator, 'sku', draft.id, 'approve', {}))).toMatchObject({
      status: 409,
      message: { key: 'certificatesMissing' },
    });
    for (const type of ['MSDS', 'UN38.3']) {
      const certificate = {
        sku: 'NEW-0001',
        type,
        certificateNo: `${type}-1`,
        issuedAt: '2026-01-10',
        expiresAt: '2028-01-10',
        file: { name: 'c.pdf', mimeType: 'application/pdf', sizeBytes: 1000 },
      };
      const saved = ok(await save(db, seller, 'certificate', certificate));
      expect(saved.status).toBe('PENDING');
      expect(ok(await act(db, operator, 'certificate', saved.id, 'approve', {})).status).toBe('VALID');
    }
    const approved = ok(await act(db, operator, 'sku', draft.id, 'approve', {}));
    expect(approved.actionLog.map((r) => `${r.action}:${r.toStatus}`)).toEqual([
      'submit:PENDING_REVIEW',
      'reject:REJECTED',
      'submit:PENDING_REVIEW',
      'approve:APPROVED',
    ]);
    // A new size sends it back to review; a new name does not.
    expect(
      ok(
        await save(
          db,
          seller,
          'sku',
          skuInput('NEW-0001', { id: draft.id, cargoAttribute: 'WITH_BATTERY', nameEn: 'Renamed' }),
        ),
      ).status,
    ).toBe('APPROVED');
    expect(failed(await save(db, seller, 'sku', skuInput('NEW-0002', { id: draft.id }))).fields).toEqual({
      sku: { key: 'skuCodeLocked' },
    });
    expect(
      ok(
        await save(
          db,
          seller,
          'sku',
          skuInput('NEW-0001', { id: draft.id, cargoAttribute: 'WITH_BATTERY', weightKg: 0.6 }),
        ),
      ).status,
    ).toBe('PENDING_REVIEW');
    ok(await act(db, operator, 'sku', draft.id, 'approve', {}));
    ok(await act(db, operator, 'sku', draft.id, 'freeze', { reason: 'compliance' }));
    expect(failed(await act(db, seller, 'sku', draft.id, 'discard', {})).status).toBe(409);
    ok(await act(db, operator, 'sku', draft.id, 'unfreeze', {}));
    expect(ok(await act(db, seller, 'sku', draft.id, 'discard', {})).status).toBe('DISCARDED');
  });

  it('cannot be discarded while stock or open documents use them', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    await stockUp(db, [[a, 2]]);
    expect(failed(await act(db, seller, 'sku', (await skuOf(db, a))?.id ?? '', 'discard', {}))).toMatchObject(
      {
        status: 409,
        message: { key: 'skuInUse' },
      },
    );
  });
});

describe('declarations, certificates, listings, cartons', () => {
  it('declarations: HS code 6–10 digits, unique per country and direction; a change sends an approved SKU to review', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const input = {
      sku: a,
      countryCode: 'FR',
      direction: 'IMPORT',
      declaredNameEn: 'Cable',
      declaredNameCn: 'Xian',
      hsCode: '8544',
      declaredValue: 0,
      originCountry: 'CN',
    };
    expect(failed(await save(db, seller, 'declaration', input)).fields).toEqual({
      hsCode: { key: 'hsCodeInvalid' },
      declaredValue: { key: 'declaredValuePositive' },
    });
    const saved = ok(
      await save(db, seller, 'declaration', { ...input, hsCode: '85444290', declaredValue: 3.5 }),
    );
    expect([saved.status, saved.currency]).toEqual(['PENDING', 'USD']);
    expect((await skuOf(db, a))?.status).toBe('PENDING_REVIEW');
    expect(
      failed(await save(db, seller, 'declaration', { ...input, hsCode: '85444290', declaredValue: 3.5 }))
        .fields,
    ).toEqual({
      countryCode: { key: 'declarationDuplicate' },
    });
    ok(await act(db, operator, 'sku', (await skuOf(db, a))?.id ?? '', 'approve', {}));
    const approved = await findById(db, 'declarations', saved.id);
    expect(approved?.status).toBe('APPROVED');
    expect(approved?.actionLog.map((r) => [r.action, r.fromStatus, r.toStatus, r.by])).toEqual([
      ['approve', 'PENDING', 'APPROVED', 'admin'],
    ]);
  });

  it('certificates: MSDS needs an expiry date after the issue date; files are PDF/JPG/PNG up to 10 MB', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const outcome = failed(
      await save(db, seller, 'certificate', {
        sku: a,
        type: 'MSDS',
        certificateNo: 'M1',
        issuedAt: '2026-01-10',
        file: { name: 'x.gif', mimeType: 'image/gif', sizeBytes: 1 },
      }),
    );
    expect(outcome.fields).toEqual({
      file: { key: 'certificateFileType' },
      expiresAt: { key: 'expiresAtRequired' },
    });
    const big = { name: 'x.pdf', mimeType: 'application/pdf', sizeBytes: 11 * 1024 * 1024 };
    expect(
      failed(
        await save(db, seller, 'certificate', {
          sku: a,
          type: 'CE',
          certificateNo: 'C1',
          issuedAt: '2026-01-10',
          expiresAt: '2025-01-01',
          file: big,
        }),
      ).fields,
    ).toEqual({ file: { key: 'certificateFileTooLarge' }, expiresAt: { key: 'expiresBeforeIssued' } });
  });

  it('listings: platform SKU unique per store', async () => {
    const db = await masterDb();
    const [a, b] = await approvedSkus(db);
    const input = {
      sku: a,
      platform: 'EBAY',
      storeName: 'northwind-outlet',
      site: 'US',
      platformSku: 'EB-1',
      sellingPrice: 9.99,
    };
    ok(await save(db, seller, 'listing', input));
    expect(failed(await save(db, seller, 'listing', { ...input, sku: b })).fields).toEqual({
      platformSku: { key: 'platformSkuTaken' },
    });
    expect(ok(await save(db, seller, 'listing', { ...input, sku: b, storeName: 'other' })).platformSku).toBe(
      'EB-1',
    );
  });

  it('cartons: N ≥ 2 of one approved SKU, unchangeable once a document uses them', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const input = {
      cartonSku: `${a}-C6`.slice(0, 24),
      componentSku: a,
      unitsPerCarton: 6,
      weightKg: 3,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 20,
    };
    expect(
      failed(await save(db, seller, 'carton', { ...input, unitsPerCarton: 1, componentSku: 'NOPE' })).fields,
    ).toEqual({
      unitsPerCarton: { key: 'unitsPerCartonInvalid' },
      componentSku: { key: 'componentSkuInvalid' },
    });
    const carton = ok(await save(db, seller, 'carton', input));
    await stockUp(db, [[carton.cartonSku, 2]]);
    expect((await find(db, 'balances', { sku: a, warehouseCode: 'USEA' }))?.available).toBe(12);
    expect(
      failed(await save(db, seller, 'carton', { ...input, id: carton.id, unitsPerCarton: 4 })).status,
    ).toBe(409);
    expect(failed(await remove(db, seller, 'carton', [carton.id]))).toMatchObject({
      status: 409,
      message: { key: 'recordInUse' },
    });
  });
});

describe('warehouses and carriers', () => {
  const warehouse = (code: string) => ({
    code,
    name: 'Own site',
    nameEn: 'Own site',
    countryCode: 'US',
    timezone: 'America/Chicago',
    currency: 'USD',
    address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
  });

  it('a customer registers its own warehouse for approval; operators create official ones', async () => {
    const db = await masterDb();
    expect(
      failed(await save(db, seller, 'warehouse', { ...warehouse('bad code'), timezone: 'Mars/Base' })).fields,
    ).toMatchObject({
      code: { key: 'warehouseCodeInvalid' },
      timezone: { key: 'timezoneInvalid' },
    });
    const own = ok(await save(db, seller, 'warehouse', warehouse('NWT-AUSTIN')));
    expect([own.kind, own.status, own.ownerCustomerId]).toEqual(['SELF_SERVICE', 'PENDING_APPROVAL', 'C001']);
    expect(failed(await getVisible(db, seller2, 'warehouses', own.id)).status).toBe(404);
    expect(failed(await act(db, seller, 'warehouse', own.id, 'approve', {})).status).toBe(403);
    ok(await act(db, operator, 'warehouse', own.id, 'approve', {}));
    expect(
      failed(await save(db, seller, 'warehouse', { ...warehouse('NWT-AUSTIN'), id: own.id })).status,
    ).toBe(409);
    expect(failed(await save(db, seller, 'warehouse', { ...warehouse('USEA'), id: 'USEA' })).status).toBe(
      403,
    );
    const official = ok(await save(db, operator, 'warehouse', warehouse('USCH')));
    expect([official.kind, official.status]).toEqual(['OFFICIAL', 'ACTIVE']);
    expect(failed(await save(db, operator, 'warehouse', warehouse('USCH'))).fields).toEqual({
      code: { key: 'warehouseCodeTaken' },
    });
  });

  it('carriers are the operator’s', async () => {
    const db = await masterDb();
    const input = {
      code: 'ONTRAC',
      name: 'OnTrac Ground',
      carrierName: 'OnTrac',
      warehouseCodes: ['USWE'],
      type: 'LAST_MILE',
      trackingUrlTemplate: 'https://www.ontrac.com/tracking?number={trackingNo}',
      maxWeightKg: 68,
    };
    expect(failed(await save(db, seller, 'carrier', input)).status).toBe(403);
    expect(
      failed(
        await save(db, operator, 'carrier', {
          ...input,
          warehouseCodes: ['XXXX'],
          trackingUrlTemplate: 'https://x',
        }),
      ).fields,
    ).toEqual({
      warehouseCodes: { key: 'carrierWarehousesInvalid' },
      trackingUrlTemplate: { key: 'trackingUrlTemplateInvalid' },
    });
    expect(ok(await save(db, operator, 'carrier', input)).status).toBe('ACTIVE');
  });
});

describe('remove', () => {
  it('asks the chart: a draft, by its customer (the operator is refused 403, a submitted one 409)', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    const draft = ok(await save(db, seller, 'inbound', inboundInput([[a, 1]])));
    expect(failed(await remove(db, operator, 'inbound', [draft.id]))).toMatchObject({ status: 403 });
    const sku = ok(await save(db, seller, 'sku', skuInput('DRAFT-0099')));
    expect(failed(await remove(db, operator, 'sku', [sku.id]))).toMatchObject({ status: 403 });
    ok(await act(db, seller, 'inbound', draft.id, 'submit', {}));
    expect(failed(await remove(db, seller, 'inbound', [draft.id]))).toMatchObject({
      status: 409,
      message: { key: 'deleteNotAllowed', params: { state: 'PENDING_REVIEW' } },
    });
    expect(ok(await remove(db, seller, 'sku', [sku.id]))).toEqual({ removed: 1 });
  });

  it('needs ids, deletes drafts only, all or nothing', async () => {
    const db = await masterDb();
    const [a] = await approvedSkus(db);
    expect(failed(await remove(db, seller, 'inbound', []))).toMatchObject({
      status: 500,
      message: { key: 'deleteIdsRequired' },
    });
    const first = ok(await save(db, seller, 'inbound', inboundInput([[a, 1]])));
    const second = ok(await save(db, seller, 'inbound', inboundInput([[a, 2]])));
    ok(await act(db, seller, 'inbound', second.id, 'submit', {}));
    expect(failed(await remove(db, seller, 'inbound', [first.id, second.id]))).toMatchObject({
      status: 409,
      message: { key: 'deleteNotAllowed', params: { id: second.inboundNo, state: 'PENDING_REVIEW' } },
    });
    expect(await countOf(db, 'inbounds')).toBe(2);
    expect(failed(await remove(db, seller2, 'inbound', [first.id])).status).toBe(404);
    expect(ok(await remove(db, seller, 'inbound', [first.id]))).toEqual({ removed: 1 });
    expect(failed(await getVisible(db, seller, 'inbounds', first.id)).status).toBe(404);
    const sku = ok(await save(db, seller, 'sku', skuInput('GONE-0001')));
    ok(
      await save(db, seller, 'declaration', {
        sku: 'GONE-0001',
        countryCode: 'US',
        direction: 'IMPORT',
        declaredNameEn: 'x',
        declaredNameCn: 'x',
        hsCode: '850760',
        declaredValue: 1,
        originCountry: 'CN',
      }),
    );
    expect(ok(await remove(db, seller, 'sku', [sku.id]))).toEqual({ removed: 1 });
    expect(await countOf(db, 'declarations', { sku: 'GONE-0001' })).toBe(0);
  });
});
