import { describe, expect, it } from 'vitest';
import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import { awaitsCancelAnswer, awaitsOwnLabel, isHeld } from './order-states';

const where = (test: (order: { status: string }) => boolean) =>
  OUTBOUND_STATES.filter((status) => test({ status }));

describe('what the chart says of an order state', () => {
  it('holds an order for a fix only in EXCEPTION', () => {
    expect(where(isHeld)).toEqual(['EXCEPTION']);
  });

  it('awaits the warehouse on a cancel request while picking or packed', () => {
    expect(where(awaitsCancelAnswer)).toEqual(['PICKING.cancelRequested', 'PACKED.cancelRequested']);
  });
});

describe("an order awaiting the customer's own label", () => {
  const own = (status: string, waybillUploaded = false) => ({
    status,
    businessMode: 'WAREHOUSE_ONLY',
    waybillUploaded,
  });

  it('is a WAREHOUSE_ONLY order without its label that may still ship', () => {
    const done = new Set(['SHIPPED', 'DELIVERED', 'CANCELLED']);
    expect(OUTBOUND_STATES.filter((status) => awaitsOwnLabel(own(status)))).toEqual(
      OUTBOUND_STATES.filter((status) => !done.has(status)),
    );
  });

  it('is not one whose label is uploaded, nor one whose carrier makes it', () => {
    expect(OUTBOUND_STATES.some((status) => awaitsOwnLabel(own(status, true)))).toBe(false);
    expect(
      OUTBOUND_STATES.some((status) =>
        awaitsOwnLabel({ status, businessMode: 'WAREHOUSE_AND_DELIVERY', waybillUploaded: false }),
      ),
    ).toBe(false);
  });
});
