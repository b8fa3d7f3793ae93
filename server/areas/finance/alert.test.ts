import { describe, expect, it } from 'vitest';
import type { Purse } from '../../store/types/ledger';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { find } from '../../store/store';
import { seedBeforeAll, signedIn, type Caller } from '../../api/testing';
import { isBelowAlert } from '@/api/rules/purse';

setupMockServer();
seedBeforeAll();

interface Page<T> {
  list: T[];
}

const usdOf = async (caller: Caller, query = '') =>
  (await caller.get<Page<Purse>>(`Finance/GetPurses?currency=USD${query}`)).data.list[0];

describe('Finance/SetLowBalanceAlert (issue #16)', () => {
  it('keeps the seller’s own alert, answered by the purse list, and clears it when left empty', async () => {
    const seller = await signedIn('seller');
    const saved = await seller.post<Purse>('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 2500.5 });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ customerId: 'C001', currency: 'USD', lowBalanceAlert: 2500.5 });
    expect((await usdOf(seller)).lowBalanceAlert).toBe(2500.5);
    // the operator sees it on the customer's purse; the other customer's purse is untouched
    const admin = await signedIn('admin');
    expect((await usdOf(admin, '&customerId=C001')).lowBalanceAlert).toBe(2500.5);
    const db = await liveDb();
    expect((await find(db, 'purses', { customerId: 'C002' }))?.lowBalanceAlert).toBeNull();

    const cleared = await seller.post<Purse>('Finance/SetLowBalanceAlert', { currency: 'USD', amount: '' });
    expect([cleared.status, cleared.data.lowBalanceAlert]).toEqual([200, null]);
    const nulled = await seller.post<Purse>('Finance/SetLowBalanceAlert', { currency: 'USD', amount: null });
    expect([nulled.status, nulled.data.lowBalanceAlert]).toEqual([200, null]);
    expect(isBelowAlert(await usdOf(seller))).toBe(false);
  });

  it('refuses the operator (403) and a currency the customer has no purse in (404)', async () => {
    const admin = await signedIn('admin');
    const refused = await admin.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount: 100 });
    expect(refused.status).toBe(403);
    const seller = await signedIn('seller');
    const unknown = await seller.post('Finance/SetLowBalanceAlert', { currency: 'EUR', amount: 100 }, 'en');
    expect(unknown).toMatchObject({
      status: 404,
      message: translate('en', 'purseUnknown', { currency: 'EUR' }),
    });
  });

  it('refuses a negative, non-numeric, over-precise or absurd amount at the field (422)', async () => {
    const seller = await signedIn('seller');
    const before = (await usdOf(seller)).lowBalanceAlert;
    for (const amount of [-5, 'lots', 12.345, 1e12]) {
      const answer = await seller.post('Finance/SetLowBalanceAlert', { currency: 'USD', amount }, 'zh-CN');
      expect(answer, String(amount)).toMatchObject({
        status: 422,
        data: { amount: translate('zh-CN', 'lowBalanceAlertInvalid') },
      });
    }
    expect((await usdOf(seller)).lowBalanceAlert).toBe(before);
  });
});
