import { describe, expect, it } from 'vitest';
import { OUTBOUND_STATES } from '@machines/business/outbound-order.machine';
import { awaitsCancelAnswer, isHeld } from './order-states';

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
