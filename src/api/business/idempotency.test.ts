import { beforeAll, describe, expect, it } from 'vitest';
import { liveDb } from '../../../server/api/db-instance';
import { countOf } from '../../../server/store/store';
import { seedBeforeAll } from '../../../server/api/testing';
import { API, setupMockServer, signInAs } from '@mocks/testing';
import { configureClient } from '../client';
import { bindFake } from '../client.test-support';
import { saveRecharge } from './recharge';

/** The console's side of #17: a double Save is one intent, one key, one record. */

setupMockServer();
seedBeforeAll();
beforeAll(() => configureClient({ baseURL: API }));

const input = (payerName: string) => ({
  method: 'PAYONEER' as const,
  currency: 'USD',
  declaredAmount: 80,
  payerName,
  payerAccount: '',
  bankRefNo: '',
  remark: '',
});

describe('saving twice in a row', () => {
  it('creates one record: both requests carry the same key and get the same answer', async () => {
    const { access_token } = await signInAs('seller');
    bindFake({ token: access_token });
    const db = await liveDb();
    const before = await countOf(db, 'recharges');
    const [first, second] = await Promise.all([
      saveRecharge(input('Double Click')),
      saveRecharge(input('Double Click')),
    ]);
    expect(second.id).toBe(first.id);
    expect(await countOf(db, 'recharges')).toBe(before + 1);
    // Another body is another intent: a second record.
    const other = await saveRecharge(input('Another Payer'));
    expect(other.id).not.toBe(first.id);
    expect(await countOf(db, 'recharges')).toBe(before + 2);
  });
});
