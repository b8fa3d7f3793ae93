import { describe, expect, it } from 'vitest';
import {
  isRequiredSpec,
  maxLengthOf,
  num,
  oneOf,
  readFields,
  strings,
  text,
  type FieldErrors,
} from './fields';

describe('the field reader', () => {
  it('answers a key per field and a value for every field, never throwing', () => {
    const errors: FieldErrors = {};
    const values = readFields(
      { code: ' ab-1 ', qty: 'x', kind: 'NOPE' },
      {
        code: text({ required: 'skuCodeRequired', upper: true, max: [4, 'skuCodeInvalid'] }),
        qty: num({ invalid: 'lineQtyInvalid', min: 1, integer: true }),
        kind: oneOf(['A', 'B'] as const, 'directionInvalid'),
        name: text({ required: 'storeNameRequired' }),
      },
      errors,
    );
    expect(values).toEqual({ code: 'AB-1', qty: 0, kind: 'A', name: '' });
    expect(errors).toEqual({ qty: 'lineQtyInvalid', kind: 'directionInvalid', name: 'storeNameRequired' });
  });

  it('mark as required what the reader refuses blank', () => {
    expect(isRequiredSpec({ type: 'text', required: 'skuCodeRequired' })).toBe(true);
    expect(isRequiredSpec({ type: 'text' })).toBe(false);
    expect(isRequiredSpec({ type: 'number', invalid: 'weightInvalid' })).toBe(true);
    expect(isRequiredSpec({ type: 'number', invalid: 'sellingPriceInvalid', required: false })).toBe(false);
    expect(isRequiredSpec({ type: 'enum', values: ['A'], invalid: 'directionInvalid' })).toBe(true);
    expect(
      isRequiredSpec({ type: 'enum', values: ['A'], invalid: 'cargoAttributeInvalid', fallback: 'A' }),
    ).toBe(false);
  });

  it('gives a form the length a text or list spec allows', () => {
    expect(maxLengthOf(text({ max: [50, 'referenceNoTooLong'] }))).toBe(50);
    expect(maxLengthOf(strings({ max: [20, 'trackingNosInvalid'] }))).toBe(20);
    expect(maxLengthOf(text())).toBeUndefined();
    expect(maxLengthOf(num({ invalid: 'weightInvalid', max: 10 }))).toBeUndefined();
  });
});

describe('a number kept at fewer decimal places', () => {
  it('is judged as kept: what rounds to 0 is not above 0', () => {
    const spec = { weight: num({ invalid: 'weightInvalid', above: 0, max: 10, dp: 2 }) };
    const errors: FieldErrors = {};
    expect(readFields({ weight: 0.004 }, spec, errors)).toEqual({ weight: 0 });
    expect(errors).toEqual({ weight: 'weightInvalid' });
    const fine: FieldErrors = {};
    expect(readFields({ weight: 0.005 }, spec, fine)).toEqual({ weight: 0.01 });
    expect(readFields({ weight: '10.004' }, spec, fine)).toEqual({ weight: 10 });
    expect(fine).toEqual({});
  });
});
