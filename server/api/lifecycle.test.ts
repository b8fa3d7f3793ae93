import { beforeAll, describe, expect, it } from 'vitest';
import { insert } from '../store/store';
import type { OutboundOrder } from '../store/types/documents';
import type { Sku } from '../store/types/sku';
import { translate } from './i18n';
import { setupMockServer } from '../../mocks/testing';
import { liveDb } from './db-instance';
import { outboundFixture } from './fixtures';
import type { ListPage } from '../store/list-query';
import { signedIn, seedBeforeAll } from './testing';

setupMockServer();
seedBeforeAll();

const draft = outboundFixture(1, { id: 'LC-DRAFT', status: 'DRAFT', referenceNo: 'LC-1' });
const draft2 = outboundFixture(2, {
  id: 'LC-DRAFT-2',
  status: 'DRAFT',
  referenceNo: 'LC-2',
  customerId: 'C001',
});
const awaiting = outboundFixture(4, {
  id: 'LC-AWAIT',
  status: 'AWAITING_PICK',
  referenceNo: 'LC-4',
  customerId: 'C001',
});
const shipped = outboundFixture(5, {
  id: 'LC-SHIPPED',
  status: 'SHIPPED',
  referenceNo: 'LC-5',
  customerId: 'C001',
});

beforeAll(async () => {
  const db = await liveDb();
  for (const order of [draft, draft2, awaiting, shipped])
    await insert(db, 'outbounds', structuredClone(order));
});

describe('lifecycle actions', () => {
  it('answer 409 naming the state when the chart does not allow the action, and change nothing', async () => {
    const admin = await signedIn('admin');
    const answer = await admin.post('Outbound/Ship', { id: draft.id, trackingNo: '1Z1' }, 'zh-CN');
    expect(answer.status).toBe(409);
    expect(answer.message).toContain('DRAFT');
    expect((await admin.get<OutboundOrder>(`Outbound/Get?id=${draft.id}`)).data.status).toBe('DRAFT');
  });

  it('answer 403 to a customer taking an operator action', async () => {
    const seller = await signedIn('seller');
    expect((await seller.post('Outbound/Pick', { id: awaiting.id })).status).toBe(403);
    expect((await seller.get<OutboundOrder>(`Outbound/Get?id=${awaiting.id}`)).data.status).toBe(
      'AWAITING_PICK',
    );
  });

  it('answer 404 for another customer’s document and 422 without an id', async () => {
    const seller2 = await signedIn('seller2');
    expect((await seller2.post('Outbound/Cancel', { id: draft2.id, reason: 'mine now' })).status).toBe(404);
    expect(await seller2.post('Outbound/Cancel', { reason: 'which?' })).toMatchObject({
      status: 422,
      data: { id: translate('en', 'idRequired') },
    });
  });

  it('run a SKU through review: submit by the customer, reject without a reason refused, approve by the operator', async () => {
    const seller = await signedIn('seller');
    const sku = (await seller.get<ListPage<Sku>>('Sku/GetList?status=DRAFT&cargoAttribute=GENERAL')).data
      .list[0];
    expect((await seller.post<Sku>('Sku/Submit', { id: sku.id })).data.status).toBe('PENDING_REVIEW');
    expect((await seller.post('Sku/Approve', { id: sku.id })).status).toBe(403);
    const admin = await signedIn('admin');
    expect((await admin.post('Sku/Reject', { id: sku.id, reason: '' })).status).toBe(422);
    expect((await admin.post<Sku>('Sku/Approve', { id: sku.id })).data.status).toBe('APPROVED');
  });

  it('apply a bulk action order by order', async () => {
    const seller = await signedIn('seller');
    const answer = await seller.post<{ succeeded: string[]; failed: { id: string; status: number }[] }>(
      'Outbound/BulkAction',
      {
        ids: [draft2.id, shipped.id],
        action: 'cancel',
        reason: 'customer changed their mind',
      },
    );
    expect(answer.data.succeeded).toEqual([draft2.id]);
    expect(answer.data.failed).toEqual([expect.objectContaining({ id: shipped.id, status: 409 })]);
    expect((await seller.post('Outbound/BulkAction', { ids: [], action: 'cancel' })).data).toEqual({
      ids: 'please select at least one order',
    });
    expect((await seller.post('Outbound/BulkAction', { ids: [draft.id], action: 'explode' })).data).toEqual({
      action: 'unknown action',
    });
  });
});
