import { describe, expect, it } from 'vitest';
import { en, zh } from '@/test/messages';
import { emptyBox, emptyInbound, emptyLine, type BoxValues, type InboundFormValues } from './inbound-form';
import { inboundProblems } from './inbound-problems';

const box = (lines: { sku: string; expectedQty: number }[]): BoxValues => ({
  ...emptyBox(),
  weightKg: 10,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 20,
  lines: lines.map((line) => ({ ...emptyLine(), ...line })),
});

const ready = (): InboundFormValues => ({
  ...emptyInbound(),
  warehouseCode: 'USEA',
  shippingMode: 'AIR',
  eta: '2031-05-01',
  boxes: [box([{ sku: 'NW-LAMP-01', expectedQty: 12 }])],
});

/** Every message the form would show exists in both languages. */
function expectWorded(problems: Record<string, string>) {
  for (const key of Object.values(problems)) {
    expect(() => zh(key), key).not.toThrow();
    expect(() => en(key), key).not.toThrow();
  }
}

describe("the inbound form's checks are the server's reader", () => {
  it('let a complete order through', () => {
    expect(inboundProblems(ready())).toEqual({});
    expect(inboundProblems(ready(), '2031-05-01')).toEqual({});
  });

  it('name the missing fields of an empty order in the form words', () => {
    const problems = inboundProblems(emptyInbound());
    expect(problems).toEqual({
      warehouseCode: 'inbound.rules.warehouseRequired',
      shippingMode: 'inbound.rules.shippingModeRequired',
      eta: 'inbound.rules.etaRequired',
      'boxes.0.weightKg': 'inbound.rules.positive',
      'boxes.0.lengthCm': 'inbound.rules.positive',
      'boxes.0.widthCm': 'inbound.rules.positive',
      'boxes.0.heightCm': 'inbound.rules.positive',
      'boxes.0.lines.0.sku': 'inbound.rules.skuRequired',
      'boxes.0.lines.0.expectedQty': 'inbound.rules.qty',
    });
    expectWorded(problems);
  });

  it('ask what a shipping or delivery choice needs, and check codes and lengths', () => {
    const problems = inboundProblems({
      ...ready(),
      shippingMode: 'SEA_FCL',
      deliveryMethod: 'PICKUP',
      containerNo: 'ABC123',
      trackingNos: ['1Z9', 'OK-1234'],
      referenceNo: 'R'.repeat(51),
      remark: 'x'.repeat(256),
    });
    expect(problems).toEqual({
      containerType: 'inbound.rules.containerTypeRequired',
      pickupAddress: 'inbound.rules.pickupAddressRequired',
      containerNo: 'inbound.rules.containerNo',
      trackingNos: 'inbound.rules.trackingNo',
      referenceNo: 'inbound.rules.referenceTooLong',
      remark: 'inbound.rules.remarkTooLong',
    });
    expect(inboundProblems({ ...ready(), containerNo: 'mscu1234567' })).toEqual({});
  });

  it('refuse a past arrival only when submitting', () => {
    expect(inboundProblems(ready(), '2031-05-02')).toEqual({ eta: 'inbound.rules.etaPast' });
    expect(inboundProblems(ready())).toEqual({});
  });

  it('refuse a SKU twice in a box, a box above 1000 and quantities outside 1–100,000', () => {
    const order = ready();
    order.boxes = [
      {
        ...box([
          { sku: 'A', expectedQty: 1 },
          { sku: 'A', expectedQty: 100_001 },
        ]),
        weightKg: 1001,
      },
    ];
    expect(inboundProblems(order)).toEqual({
      'boxes.0.weightKg': 'inbound.rules.positive',
      'boxes.0.lines.1.sku': 'inbound.rules.skuDuplicate',
      'boxes.0.lines.1.expectedQty': 'inbound.rules.qty',
    });
  });

  it('hold the limits the hand-kept copy missed: 500 boxes, 100 lines a box', () => {
    const lines = Array.from({ length: 101 }, (_, i) => ({ sku: `SKU-${i}`, expectedQty: 1 }));
    const tooManyLines = inboundProblems({ ...ready(), boxes: [box(lines)] });
    expect(tooManyLines).toEqual({ 'boxes.0.lines': 'inbound.rules.boxLinesTooMany' });
    const boxes = Array.from({ length: 501 }, () => box([{ sku: 'A', expectedQty: 1 }]));
    const tooManyBoxes = inboundProblems({ ...ready(), boxes });
    expect(tooManyBoxes).toEqual({ boxes: 'inbound.rules.boxesTooMany' });
    expectWorded({ ...tooManyLines, ...tooManyBoxes });
  });
});
