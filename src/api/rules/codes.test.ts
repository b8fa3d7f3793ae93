import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isHsCode, isSkuCode, isValidGtin, withCheckDigit } from './codes';

describe('GTIN check digit', () => {
  it('matches published GS1 examples', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gtinCheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gtinCheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gtinCheckDigit('1001234567890')).toBe(2); // GTIN-14 10012345678902
  });

  it('accepts valid GTINs of the allowed lengths only', () => {
    expect(['4006381333931', '036000291452', '96385074', '10012345678902'].every(isValidGtin)).toBe(true);
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('40063813339')).toBe(false);
    expect(isValidGtin('40063813339A')).toBe(false);
    expect(isValidGtin(withCheckDigit('123456789012'))).toBe(true);
  });
});

describe('codes', () => {
  it('checks SKU and HS codes', () => {
    expect(['ABCD', 'EL-0001/BK', 'A_B.C#1', 'X'.repeat(24)].every(isSkuCode)).toBe(true);
    expect(['ABC', 'abcd', 'AB CD', 'X'.repeat(25), 'AB+CD'].some(isSkuCode)).toBe(false);
    expect(isHsCode('850760')).toBe(true);
    expect(isHsCode('8507600010')).toBe(true);
    expect(isHsCode('85076')).toBe(false);
    expect(isHsCode('85076000101')).toBe(false);
  });
});
