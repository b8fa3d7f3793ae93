import { describe, expect, it } from 'vitest';
import { now, setClock } from './clock';
import { countOf, everyRecord, findById, insert } from '../store/store';
import { TestStore } from '../store/testing';
import type { OutboundOrder, Recharge } from '../store/types/documents';
import { translate } from './i18n';
import { API, authHeaders, engineOn, setupMockServer } from '../../mocks/testing';
import { liveDb, liveUploads, persistBusinessDbIn } from './db-instance';
import { outboundFixture } from './fixtures';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { seedBeforeAll, signedIn, type Answer, type Caller } from './testing';

/** Creates and actions with an `Idempotency-Key` (#17): a retry answers the first answer, once. */

setupMockServer();
seedBeforeAll();

async function postKeyed<T>(
  caller: Caller,
  path: string,
  body: unknown,
  key: string,
  lang = 'en',
): Promise<Answer<T>> {
  const response = await fetch(`${API}/${path}`, {
    method: 'POST',
    headers: {
      ...authHeaders(caller.token, lang),
      'Content-Type': 'application/json',
      [IDEMPOTENCY_HEADER]: key,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

const recharge = (payerName: string, bankRefNo = '') => ({
  method: 'PAYONEER',
  currency: 'USD',
  declaredAmount: 120,
  payerName,
  bankRefNo,
});

describe('a create with an Idempotency-Key', () => {
  it('creates once when retried, even while the first is still running', async () => {
    const seller = await signedIn('seller');
    const db = await liveDb();
    const before = await countOf(db, 'recharges');
    const body = recharge('Double Click');
    const [first, second] = await Promise.all([
      postKeyed<Recharge>(seller, 'Recharge/Save', body, 'save-1'),
      postKeyed<Recharge>(seller, 'Recharge/Save', body, 'save-1'),
    ]);
    const third = await postKeyed<Recharge>(seller, 'Recharge/Save', body, 'save-1');
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await countOf(db, 'recharges')).toBe(before + 1);
    // Without a key, or with another one, a second request is a second intent.
    const other = await postKeyed<Recharge>(seller, 'Recharge/Save', body, 'save-2');
    expect(other.data.id).not.toBe(first.data.id);
    expect(await countOf(db, 'recharges')).toBe(before + 2);
  });

  it('refuses the same key with another body, in the request’s language', async () => {
    const seller = await signedIn('seller');
    await postKeyed(seller, 'Recharge/Save', recharge('First Body'), 'save-3');
    const en = await postKeyed(seller, 'Recharge/Save', recharge('Second Body'), 'save-3');
    expect(en).toMatchObject({ status: 422, message: translate('en', 'idempotencyKeyReused') });
    const zh = await postKeyed(seller, 'Recharge/Save', recharge('Second Body'), 'save-3', 'zh-CN');
    expect(zh).toMatchObject({ status: 422, message: translate('zh-CN', 'idempotencyKeyReused') });
  });

  it('keeps a key to the account that sent it', async () => {
    const seller = await signedIn('seller');
    const seller2 = await signedIn('seller2');
    const mine = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Same Key'), 'shared-key');
    const theirs = await postKeyed<Recharge>(seller2, 'Recharge/Save', recharge('Same Key'), 'shared-key');
    expect(theirs.status).toBe(200);
    expect(theirs.data.customerId).toBe('C002');
    expect(mine.data.customerId).toBe('C001');
  });
});

describe('an upload with an Idempotency-Key', () => {
  /** The same file sent again: a new form, hence a new multipart boundary, each time. */
  async function uploadKeyed(caller: Caller, bytes: string, key: string) {
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode(bytes)], 'receipt.pdf'));
    form.append('purpose', 'receipt');
    const response = await fetch(`${API}/Recharge/Upload`, {
      method: 'POST',
      headers: { ...authHeaders(caller.token, 'en'), [IDEMPOTENCY_HEADER]: key },
      body: form,
    });
    return { status: response.status, ...((await response.json()) as { data: { id: string } }) };
  }

  it('stores the file once when sent again, whatever its boundary; another file under the key is refused', async () => {
    const seller = await signedIn('seller');
    const uploads = await liveUploads();
    const before = uploads.length;
    const [first, second] = await Promise.all([
      uploadKeyed(seller, '%PDF-1.4 once', 'upload-1'),
      uploadKeyed(seller, '%PDF-1.4 once', 'upload-1'),
    ]);
    const third = await uploadKeyed(seller, '%PDF-1.4 once', 'upload-1');
    expect(first.status).toBe(200);
    expect([second.data.id, third.data.id]).toEqual([first.data.id, first.data.id]);
    expect((await liveUploads()).length).toBe(before + 1);
    const other = await uploadKeyed(seller, '%PDF-1.4 another', 'upload-1');
    expect(other.status).toBe(422);
    const fresh = await uploadKeyed(seller, '%PDF-1.4 once', 'upload-2');
    expect(fresh.data.id).not.toBe(first.data.id);
    expect((await liveUploads()).length).toBe(before + 2);
  });
});

describe('an action with an Idempotency-Key', () => {
  it('runs once: a retried cancel answers the first answer, not a 409', async () => {
    const db = await liveDb();
    const order = outboundFixture(7, {
      id: 'IK-DRAFT',
      status: 'DRAFT',
      referenceNo: 'IK-1',
      customerId: 'C001',
    });
    await insert(db, 'outbounds', structuredClone(order));
    const seller = await signedIn('seller');
    const body = { id: order.id, reason: 'double click' };
    const first = await postKeyed<OutboundOrder>(seller, 'Outbound/Cancel', body, 'cancel-1');
    const retry = await postKeyed<OutboundOrder>(seller, 'Outbound/Cancel', body, 'cancel-1');
    expect(first.data.status).toBe('CANCELLED');
    expect(retry).toEqual(first);
    const log = (await findById(db, 'outbounds', order.id))?.actionLog ?? [];
    expect(log.filter((row) => row.action === 'cancel')).toHaveLength(1);
    expect((await seller.post('Outbound/Cancel', body)).status).toBe(409);
  });
});

describe('the answers kept by a store', () => {
  const rechargesOf = async (payerName: string) =>
    (await everyRecord(await liveDb(), 'recharges')).filter((r) => r.payerName === payerName).length;

  it('answer a repeat sent after a restart, as the first answer, once', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    const first = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Restarted'), 'restart-1');
    expect(first.status).toBe(200);
    // the engine starts again on the same store: what it kept in memory is gone, the store's answer is not
    persistBusinessDbIn(store);
    const repeat = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Restarted'), 'restart-1');
    expect(repeat).toEqual(first);
    expect(await rechargesOf('Restarted')).toBe(1);
  });

  it('keep no answer of a write that was not kept: the retry runs, once', async () => {
    const store = engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    await liveDb();
    store.failCommits = true;
    const failed = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Not Kept'), 'commit-1');
    expect(failed.status).toBe(503);
    expect(await rechargesOf('Not Kept')).toBe(0);
    store.failCommits = false;
    const retry = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Not Kept'), 'commit-1');
    expect(retry.status).toBe(200);
    const again = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('Not Kept'), 'commit-1');
    expect(again).toEqual(retry);
    expect(await rechargesOf('Not Kept')).toBe(1);
  });

  it('keep an answer for a day: the same key a day later is a new request', async () => {
    engineOn(await TestStore.open());
    const seller = await signedIn('seller');
    const first = await postKeyed<Recharge>(seller, 'Recharge/Save', recharge('A Day Later'), 'day-1');
    const start = now();
    // (signed in again each time: the first session has expired by then)
    setClock(() => start + 23 * 60 * 60 * 1000);
    const nextDay = await signedIn('seller');
    expect(await postKeyed<Recharge>(nextDay, 'Recharge/Save', recharge('A Day Later'), 'day-1')).toEqual(
      first,
    );
    setClock(() => start + 25 * 60 * 60 * 1000);
    const dayAfter = await signedIn('seller');
    // another keyed call drops what is older than a day
    await postKeyed(dayAfter, 'Recharge/Save', recharge('Someone Else'), 'day-2');
    const later = await postKeyed<Recharge>(dayAfter, 'Recharge/Save', recharge('A Day Later'), 'day-1');
    expect(later.status).toBe(200);
    expect(later.data.id).not.toBe(first.data.id);
  });
});

describe('a recharge’s bank reference', () => {
  it('is unique among the customer’s recharges that still claim it, at the field in both languages', async () => {
    const seller = await signedIn('seller');
    const first = await seller.post<Recharge>('Recharge/Save', recharge('Payer', 'TT-2026-0001'));
    expect(first.status).toBe(200);
    const again = await seller.post('Recharge/Save', recharge('Payer', ' tt-2026-0001 '));
    expect(again).toMatchObject({ status: 422, data: { bankRefNo: translate('en', 'bankRefNoTaken') } });
    const zh = await seller.post('Recharge/Save', recharge('Payer', 'TT-2026-0001'), 'zh-CN');
    expect(zh).toMatchObject({ status: 422, data: { bankRefNo: translate('zh-CN', 'bankRefNoTaken') } });
    // Saving the recharge itself again is no clash; another customer's reference is theirs.
    expect((await seller.post('Recharge/Save', { ...first.data })).status).toBe(200);
    const seller2 = await signedIn('seller2');
    expect((await seller2.post('Recharge/Save', recharge('Payer', 'TT-2026-0001'))).status).toBe(200);
    // Withdrawn, the transfer may be claimed again.
    expect((await seller.post('Recharge/Withdraw', { id: first.data.id })).status).toBe(200);
    expect((await seller.post('Recharge/Save', recharge('Payer', 'TT-2026-0001'))).status).toBe(200);
  });
});
