import { describe, expect, it } from 'vitest';
import type { InboundOrder } from '../../store/types/documents';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { filter } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

const skusOf = (order: InboundOrder) => order.boxes.flatMap((box) => box.lines.map((line) => line.sku));

describe('Inbound/GetList?sku=', () => {
  it("lists exactly the caller's orders with that SKU in a box, with the other filters", async () => {
    const db = await liveDb();
    const approved = await filter(db, 'inbounds', { customerId: 'C001', status: 'APPROVED' });
    const sample = approved[0];
    if (!sample) throw new Error('the seed has no approved inbound order of C001');
    const sku = skusOf(sample)[0];
    const seller = await signedIn('seller');
    const answer = await seller.get<ListPage<InboundOrder>>(
      `Inbound/GetList?sku=${encodeURIComponent(sku)}&status=APPROVED&pageSize=200`,
    );
    const expected = approved.filter((o) => skusOf(o).includes(sku));
    expect(answer.status).toBe(200);
    expect(answer.data.total).toBe(expected.length);
    expect(answer.data.list.map((o) => o.id).sort()).toEqual(expected.map((o) => o.id).sort());
    expect(answer.data.list.every((o) => skusOf(o).includes(sku))).toBe(true);
  });

  it('lists nothing for a SKU no order carries', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.get<ListPage<InboundOrder>>('Inbound/GetList?sku=NO-SUCH-SKU-1');
    expect([answer.status, answer.data.total, answer.data.list]).toEqual([200, 0, []]);
  });
});
