import { describe, expect, it } from 'vitest';
import { serviceMessages } from '../../../../server/api/messages/services';
import { readCarton, readCertificate, readDeclaration, readSku } from '@/api/rules/sku';
import zhSku from '@/i18n/locales/zh-CN/sku.json';
import { en, zh } from '@/test/messages';
import { problemsOf } from '@/components/Form/reader-rule';
import { ruleMessage, sharedRule } from './shared-rules';

const SKU = {
  sku: 'nw-lamp-01',
  nameCn: 'Taideng',
  nameEn: 'Desk lamp',
  barcode: '',
  weightKg: 0.8,
  lengthCm: 30,
  widthCm: 20,
  heightCm: 12,
  category: 'Lighting',
  cargoAttribute: 'GENERAL',
};

describe('the SKU forms check with the back-end readers', () => {
  it("answer the field's own problem, or nothing", () => {
    const barcode = sharedRule<typeof SKU>(readSku, 'barcode');
    expect(barcode('', SKU)).toBeNull();
    expect(barcode('', { ...SKU, barcode: '4006381333932' })).toEqual(ruleMessage('barcodeInvalid'));
    expect(barcode('', { ...SKU, barcode: '4006381333931' })).toBeNull();
    // a problem of another field is not this field's
    expect(barcode('', { ...SKU, weightKg: 0 })).toBeNull();
  });

  it('refuse an HS code outside 6–10 digits, a value of 0 and a carton of one unit', () => {
    const declaration = {
      sku: 'X',
      countryCode: 'US',
      direction: 'IMPORT',
      declaredNameEn: 'a',
      declaredNameCn: 'b',
      hsCode: '940521',
      declaredValue: 1,
      originCountry: 'CN',
    };
    expect(problemsOf(readDeclaration, declaration)).toEqual({});
    expect(problemsOf(readDeclaration, { ...declaration, hsCode: '94052' }).hsCode).toBe('hsCodeInvalid');
    expect(problemsOf(readDeclaration, { ...declaration, hsCode: '94052100001' }).hsCode).toBe(
      'hsCodeInvalid',
    );
    expect(problemsOf(readDeclaration, { ...declaration, declaredValue: 0 }).declaredValue).toBe(
      'declaredValuePositive',
    );
    expect(
      problemsOf(readCarton, { cartonSku: 'BOX-1', componentSku: 'X', unitsPerCarton: 1 }).unitsPerCarton,
    ).toBe('unitsPerCartonInvalid');
    expect(
      problemsOf(readCarton, { cartonSku: 'BOX-1', componentSku: 'X', unitsPerCarton: 2 }).unitsPerCarton,
    ).toBeUndefined();
  });

  it('require the expiry date of MSDS and UN38.3 certificates only', () => {
    const certificate = {
      sku: 'X',
      type: 'CE',
      certificateNo: 'N1',
      issuedAt: '2026-01-05',
      expiresAt: '',
      file: { name: 'ce.pdf', mimeType: 'application/pdf', sizeBytes: 1000 },
    };
    expect(problemsOf(readCertificate, certificate).expiresAt).toBeUndefined();
    expect(problemsOf(readCertificate, { ...certificate, type: 'MSDS' }).expiresAt).toBe('expiresAtRequired');
    expect(
      problemsOf(readCertificate, {
        ...certificate,
        file: { ...certificate.file, sizeBytes: 11 * 1024 * 1024 },
      }).file,
    ).toBe('certificateFileTooLarge');
    expect(
      problemsOf(readCertificate, { ...certificate, file: { ...certificate.file, mimeType: 'image/gif' } })
        .file,
    ).toBe('certificateFileType');
  });

  it('word each message as the server does, in both languages', () => {
    const keys = Object.keys(zhSku.sku.rules);
    expect(keys).toEqual(
      expect.arrayContaining([
        'hsCodeInvalid',
        'barcodeInvalid',
        'unitsPerCartonInvalid',
        'certificateFileTooLarge',
      ]),
    );
    for (const key of keys) {
      expect(key in serviceMessages, key).toBe(true);
      const message = serviceMessages[key as keyof typeof serviceMessages];
      expect(zh(`sku.rules.${key}`), key).toBe(message['zh-CN']);
      expect(en(`sku.rules.${key}`), key).toBe(message.en);
    }
  });
});
