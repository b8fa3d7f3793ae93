import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  emptyOutbound,
  parcelWeightOf,
  shortLines,
  toInput,
  unitsAsked,
  type SkuFacts,
} from './outbound-form';
import { outboundProblems } from './outbound-problems';

const facts: Record<string, SkuFacts> = {
  PLUG: { stockSku: 'PLUG', units: 1, weightKg: 0.35 },
  'PLUG-C24': { stockSku: 'PLUG', units: 24, weightKg: 9 },
  LAMP: { stockSku: 'LAMP', units: 1, weightKg: 1.2 },
};

const line = (sku: string, qty: number | string) => ({ ...emptyLine(sku), qty });

describe('the outbound form helpers', () => {
  it('weighs the parcel from the lines, a carton as a whole; unknown while a weight is missing', () => {
    expect(parcelWeightOf([line('PLUG', 2), line('LAMP', 1)], facts)).toBe(1.9);
    expect(parcelWeightOf([line('PLUG-C24', 2)], facts)).toBe(18);
    expect(parcelWeightOf([line('PLUG', 1), line('UNKNOWN', 1)], facts)).toBeNull();
    // a line not chosen yet and a quantity not typed yet weigh nothing
    expect(parcelWeightOf([line('', 3), line('LAMP', '')], facts)).toBe(0);
  });

  it('counts a carton line as its units of the component and flags every line of a short SKU', () => {
    const lines = [line('PLUG', 10), line('PLUG-C24', 1), line('LAMP', 2)];
    expect(unitsAsked(lines, facts)).toEqual(
      new Map([
        ['PLUG', 34],
        ['LAMP', 2],
      ]),
    );
    const short = shortLines(lines, facts, { PLUG: 30, LAMP: 2 });
    expect([...short.keys()]).toEqual([0, 1]);
    expect(short.get(1)).toEqual({ stockSku: 'PLUG', asked: 34, available: 30 });
    // stock not known yet (or not answered) flags nothing
    expect(shortLines(lines, facts, { PLUG: null }).size).toBe(0);
  });

  it('sends the services only where the carrier offers them, and the FBA part only for FBA', () => {
    const values = {
      ...emptyOutbound('B2C'),
      services: { signature: true, insuranceValue: 150 },
      lines: [{ ...line('PLUG', 1), fnsku: 'X00ABC1234' }],
    };
    const input = toInput(values, undefined, { signature: true, insurance: false });
    expect(input.services).toEqual({ signature: true, insuranceValue: 0 });
    expect(input.fba).toBeNull();
    expect(input.lines?.[0].fnsku).toBe('');
    const fba = toInput({ ...values, type: 'FBA' }, 'OB1');
    expect(fba.id).toBe('OB1');
    expect(fba.lines?.[0].fnsku).toBe('X00ABC1234');
    expect(fba.fba?.cartons).toHaveLength(1);
  });

  it("checks with the shared reader over what it would send: an FBA order's Amazon fields and FNSKU", () => {
    const values = {
      ...emptyOutbound('FBA'),
      lines: [line('PLUG', 1)],
      fba: { ...emptyOutbound('FBA').fba, fbaWarehouseCode: 'ont', fbaShipmentId: 'FBA123' },
    };
    const problems = outboundProblems(values);
    expect(problems['fba.fbaWarehouseCode']).toBe('outbound.edit.rules.fbaWarehouseCodeInvalid');
    expect(problems['fba.fbaShipmentId']).toBe('outbound.edit.rules.fbaShipmentIdInvalid');
    expect(problems['lines.0.fnsku']).toBe('outbound.edit.rules.fnskuRequired');
    expect(problems['fba.cartons.0.weightKg']).toBe('outbound.edit.rules.boxWeightInvalid');
    // a B2C order asks none of them
    const b2c = outboundProblems({ ...values, type: 'B2C' });
    expect(Object.keys(b2c).filter((path) => path.startsWith('fba.') || path.endsWith('fnsku'))).toEqual([]);
  });
});
