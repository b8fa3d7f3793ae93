import { describe, expect, it } from 'vitest';
import { INBOUND_EVENT_TYPES } from '@machines/business/inbound-order.machine';
import { OUTBOUND_EVENT_TYPES } from '@machines/business/outbound-order.machine';
import { apiEventsOf } from './action-spec';

describe('apiEventsOf', () => {
  it('keeps every event of a chart the API takes, and none a view only asks about', () => {
    const inbound = apiEventsOf(INBOUND_EVENT_TYPES);
    expect([...inbound]).toEqual(
      INBOUND_EVENT_TYPES.filter((e) => !['edit', 'delete', 'printLabels'].includes(e)),
    );
    expect(inbound.has('putaway')).toBe(true);
    expect(inbound.has('printLabels')).toBe(false);
    const outbound = apiEventsOf(OUTBOUND_EVENT_TYPES);
    expect(outbound.has('requestCancel')).toBe(true);
    expect(outbound.has('edit') || outbound.has('delete')).toBe(false);
  });
});
