import { beforeAll, describe, expect, it } from 'vitest';
import { shownCertificateStatus } from '@machines/business/certificate-review.machine';
import type { Certificate, Declaration } from '../../store/types/sku';
import { translate } from '../../api/i18n';
import { setupMockServer } from '../../../mocks/testing';
import { liveDb } from '../../api/db-instance';
import { filter, find } from '../../store/store';
import type { ListPage } from '../../store/list-query';
import { signedIn, seedBeforeAll } from '../../api/testing';

setupMockServer();
seedBeforeAll();

/** A pending record of the seller's (C001) of each kind, from the seed. */
let certificate: Certificate;
let declaration: Declaration;

beforeAll(async () => {
  const db = await liveDb();
  const mine = { customerId: 'C001', status: 'PENDING' } as const;
  const found = [
    (await filter(db, 'certificates', mine)).find((c) => shownCertificateStatus(c, Date.now()) === 'PENDING'),
    await find(db, 'declarations', mine),
  ] as const;
  if (!found[0] || !found[1]) throw new Error('the seed has no pending certificate or declaration of C001');
  [certificate, declaration] = found;
});

const kinds = [
  ['Certificate', () => certificate, 'VALID'],
  ['Declaration', () => declaration, 'APPROVED'],
] as const;

describe.each(kinds)('Sku/Approve%s and Sku/Reject%s', (one, record, approvedStatus) => {
  const get = async (id: string) => {
    const admin = await signedIn('admin');
    const list = await admin.get<ListPage<Certificate | Declaration>>(`Sku/Get${one}s?sku=${record().sku}`);
    return list.data.list.find((r) => r.id === id);
  };

  it('answer 403 to the customer and 404 to another customer, changing nothing', async () => {
    const seller = await signedIn('seller');
    expect((await seller.post(`Sku/Approve${one}`, { id: record().id })).status).toBe(403);
    const seller2 = await signedIn('seller2');
    expect((await seller2.post(`Sku/Reject${one}`, { id: record().id, reason: 'no' })).status).toBe(404);
    expect((await get(record().id))?.status).toBe('PENDING');
  });

  it('answer 422 at the reason field for a rejection without one, and 422 without an id', async () => {
    const admin = await signedIn('admin');
    expect(await admin.post(`Sku/Reject${one}`, { id: record().id, reason: '  ' })).toMatchObject({
      status: 422,
      data: { reason: translate('en', 'reasonRequired') },
    });
    expect(await admin.post(`Sku/Approve${one}`, {})).toMatchObject({
      status: 422,
      data: { id: translate('en', 'idRequired') },
    });
    expect((await get(record().id))?.status).toBe('PENDING');
  });

  it('reject with a reason (logged, kept as the remark), then answer 409 naming the state', async () => {
    const admin = await signedIn('admin');
    const rejected = await admin.post<Certificate | Declaration>(`Sku/Reject${one}`, {
      id: record().id,
      reason: 'the scan is unreadable',
    });
    expect(rejected.data).toMatchObject({ status: 'REJECTED', reviewRemark: 'the scan is unreadable' });
    expect(rejected.data.actionLog.at(-1)).toMatchObject({
      by: 'admin',
      role: 'operator',
      action: 'reject',
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      note: 'the scan is unreadable',
    });
    const again = await admin.post(`Sku/Approve${one}`, { id: record().id });
    expect(again.status).toBe(409);
    expect(again.message).toContain('REJECTED');
    expect((await get(record().id))?.status).toBe('REJECTED');
  });

  it('a Save carrying a status does not change it; the customer’s Save sends it back to review', async () => {
    const admin = await signedIn('admin');
    const stored = (await get(record().id)) as Certificate | Declaration;
    expect((await admin.post(`Sku/Save${one}`, { ...stored, status: approvedStatus })).status).toBe(403);
    const seller = await signedIn('seller');
    const saved = await seller.post<Certificate | Declaration>(`Sku/Save${one}`, {
      ...stored,
      status: approvedStatus,
    });
    expect(saved.data).toMatchObject({ status: 'PENDING', reviewRemark: '' });
    expect(saved.data.actionLog.at(-1)).toMatchObject({ action: 'edit', role: 'customer' });
  });

  it('approve a pending one', async () => {
    const admin = await signedIn('admin');
    const approved = await admin.post<Certificate | Declaration>(`Sku/Approve${one}`, { id: record().id });
    expect(approved).toMatchObject({ status: 200, data: { status: approvedStatus } });
    expect(approved.data.actionLog.map((r) => `${r.action}:${r.toStatus}`)).toEqual([
      'reject:REJECTED',
      'edit:PENDING',
      `approve:${approvedStatus}`,
    ]);
  });
});

describe('Sku/GetCertificates', () => {
  it('lists and counts a valid certificate past its expiry day as EXPIRED, answering its stored status', async () => {
    const admin = await signedIn('admin');
    const expired = await admin.get<ListPage<Certificate>>('Sku/GetCertificates?status=EXPIRED&pageSize=200');
    expect(expired.data.total).toBeGreaterThan(0);
    expect(expired.data.counts.EXPIRED).toBe(expired.data.total);
    for (const row of expired.data.list) {
      expect(row.status).not.toBe('REJECTED');
      expect(Date.parse(row.expiresAt ?? '')).toBeLessThanOrEqual(Date.now());
    }
    const valid = await admin.get<ListPage<Certificate>>('Sku/GetCertificates?status=VALID&pageSize=200');
    expect(valid.data.list.length).toBeGreaterThan(0);
    for (const row of valid.data.list)
      expect(Date.parse(row.expiresAt ?? '9999')).toBeGreaterThan(Date.now());
  });
});
