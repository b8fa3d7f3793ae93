import { describe, expect, it } from 'vitest';
import type { CustomerOverview } from '@/api/business/customer';
import { setupMockServer } from '../../../mocks/testing';
import { filter } from '../../store/store';
import { liveDb } from '../../api/db-instance';
import type { ListPage } from '../../store/list-query';
import { seedBeforeAll, signedIn } from '../../api/testing';

setupMockServer();
seedBeforeAll();

describe('Customer/GetOverview', () => {
  it('is the operator’s: 403 for a customer', async () => {
    const seller = await signedIn('seller');
    expect((await seller.get('Customer/GetOverview')).status).toBe(403);
  });

  it('answers each customer’s purses, open documents and stock as the database holds them', async () => {
    const admin = await signedIn('admin');
    const answer = await admin.get<ListPage<CustomerOverview>>('Customer/GetOverview?pageSize=50');
    expect(answer.status).toBe(200);
    const db = await liveDb();
    expect(answer.data.total).toBe((await filter(db, 'customers')).length);
    const c001 = answer.data.list.find((c) => c.id === 'C001');
    const purses = await filter(db, 'purses', { customerId: 'C001' });
    expect(c001?.purses.map((p) => [p.currency, p.balance, p.available]).sort()).toEqual(
      purses.map((p) => [p.currency, p.balance, p.balance - p.frozen]).sort(),
    );
    const base = (status: string) => status.split('.')[0];
    const outbounds = await filter(db, 'outbounds', { customerId: 'C001' });
    expect(c001?.open).toEqual({
      inbound: (await filter(db, 'inbounds', { customerId: 'C001' })).filter(
        (o) => !['COMPLETED', 'CANCELLED'].includes(o.status),
      ).length,
      outbound: outbounds.filter((o) => !['DELIVERED', 'CANCELLED'].includes(base(o.status))).length,
      rma: (await filter(db, 'rmas', { customerId: 'C001' })).filter(
        (r) => !['COMPLETED', 'CANCELLED'].includes(r.status),
      ).length,
      outboundException: outbounds.filter((o) => base(o.status) === 'EXCEPTION').length,
      outboundArrears: outbounds.filter(
        (o) => base(o.status) === 'EXCEPTION' && o.exceptionReason === 'ARREARS',
      ).length,
    });
    expect(c001?.stockUnits).toBe(
      (await filter(db, 'balances', { customerId: 'C001' })).reduce((sum, b) => sum + b.onHand, 0),
    );
    expect(c001?.stockUnits).toBeGreaterThan(0);
  });
});
