import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/api/audit-types';
import type { ListResult } from '@/api/business/types/api';
import {
  againstService,
  apiGet,
  apiPostJson,
  readJson,
  setupMockServer,
  signInAs,
  zh,
} from '../../../mocks/testing';
import { translate } from '../../api/i18n';
import { signedIn, skuInput } from '../../api/testing';

// The audit trail (issue #41 §4), in every home (vite.config.ts CONTRACT_FILES): each write records
// who, when, what (the fields with their old and new values) and from where; the operators'
// administrators read all of it, a customer's administrator its own customer's. The business data is
// the worker's, shared by its files: each test names SKUs of its own.
setupMockServer();

let made = 0;
const freshSku = () => `AUDIT-${Date.now().toString(36).toUpperCase()}-${(made += 1)}`;

const trail = async (query: string, username = 'admin') => {
  const response = await apiGet(`Audit/GetList?${query}`, (await signInAs(username)).access_token);
  return { status: response.status, body: await readJson<{ data: ListResult<AuditEntry> }>(response) };
};

describe('the audit trail', () => {
  it('records a customer’s write: who, the call, the document, every field, and from where', async () => {
    const seller = await signedIn('seller');
    const code = freshSku();
    const response = await seller.postRaw('Sku/Save', skuInput({ sku: code, nameEn: 'Audited lamp' }));
    expect(response.status).toBe(200);
    const { status, body } = await trail(`document=${code}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    const [entry] = body.data.list;
    expect(entry).toMatchObject({
      accountName: 'seller',
      side: 'customer',
      role: 'admin',
      actorCustomerId: 'C001',
      call: 'Sku/Save',
      document: code,
      customerIds: ['C001'],
      more: 0,
    });
    const sku = entry.changes.find((change) => change.collection === 'skus');
    expect(sku).toMatchObject({ op: 'insert', label: code, customerId: 'C001' });
    expect(sku?.fields.nameEn).toEqual([null, 'Audited lamp']);
    if (againstService()) {
      // the request's id is the one the answer carried; the address the service saw
      expect(entry.requestId).toBe(response.headers.get('X-Request-Id'));
      expect(entry.address).toMatch(/127\.0\.0\.1|::1/);
    }
  });

  it('records a change’s old and new values, and nothing for a refused call', async () => {
    const seller = await signedIn('seller');
    const code = freshSku();
    const made = await seller.post<{ id: string }>('Sku/Save', skuInput({ sku: code, nameEn: 'First name' }));
    expect(made.status).toBe(200);
    const changed = await seller.post('Sku/Save', {
      ...skuInput({ sku: code, nameEn: 'Second name' }),
      id: made.data.id,
    });
    expect(changed.status).toBe(200);
    const refused = await seller.post('Sku/Save', {
      ...skuInput({ sku: code, weightKg: -1 }),
      id: made.data.id,
    });
    expect(refused.status).toBe(422);
    const { body } = await trail(`document=${code}`);
    expect(body.data.total).toBe(2);
    const [latest] = body.data.list;
    const sku = latest.changes.find((change) => change.collection === 'skus');
    expect(sku).toMatchObject({ op: 'update', fields: { nameEn: ['First name', 'Second name'] } });
    // only what changed
    expect(Object.keys(sku?.fields ?? {})).not.toContain('weightKg');
  });

  it('shows a customer’s administrator its own customer’s entries alone', async () => {
    const mine = freshSku();
    const theirs = freshSku();
    expect((await (await signedIn('seller')).post('Sku/Save', skuInput({ sku: mine }))).status).toBe(200);
    expect((await (await signedIn('seller2')).post('Sku/Save', skuInput({ sku: theirs }))).status).toBe(200);
    const own = await trail(`document=${mine}`, 'seller');
    expect(own.body.data.total).toBe(1);
    // another customer's document, by its number, is not found: nor is it among everything it reads
    expect((await trail(`document=${theirs}`, 'seller')).body.data.total).toBe(0);
    const all = await trail('pageSize=50', 'seller');
    expect(all.body.data.list.every((entry) => entry.customerIds.includes('C001'))).toBe(true);
    expect(all.body.data.list.flatMap((entry) => entry.changes).every((c) => c.customerId === 'C001')).toBe(
      true,
    );
    // a customer asking for another's entries reads its own still
    const asked = await trail(`customerId=C002&document=${theirs}`, 'seller');
    expect(asked.body.data.total).toBe(0);
  });

  it('is refused to a user who is not an administrator, in the user’s language', async () => {
    // the operator takes the customer's user down to viewer (issue #41 §3), who may no longer read it
    const admin = (await signInAs('admin')).access_token;
    const users = await readJson<{ data: { id: string; username: string }[] }>(
      await apiGet('Customer/GetUsers?customerId=C002', admin),
    );
    const seller2 = users.data.find((user) => user.username === 'seller2');
    expect(seller2).toBeDefined();
    const demoted = await apiPostJson(
      'Customer/UpdateUser',
      { customerId: 'C002', id: seller2?.id, customerRole: 'viewer' },
      admin,
    );
    expect(demoted.status).toBe(200);
    const token = (await signInAs('seller2')).access_token;
    const en = await apiGet('Audit/GetList', token);
    expect(en.status).toBe(403);
    expect((await readJson<{ message: string }>(en)).message).toBe(translate('en', 'roleReadForbidden'));
    const inChinese = await apiGet('Audit/GetList', token, 'zh-CN');
    expect((await readJson<{ message: string }>(inChinese)).message).toBe(zh('roleReadForbidden'));
    if (!againstService()) return;
    // the change of role is in the trail, by whom and to what (where the service answers the
    // sign-in calls: the embedded demo's accounts are its page's own)
    const { body } = await trail('call=Customer/UpdateUser');
    const [entry] = body.data.list;
    expect(entry).toMatchObject({ accountName: 'admin', side: 'operator', customerIds: ['C002'] });
    expect(entry.changes[0]).toMatchObject({
      collection: 'accounts',
      label: 'seller2',
      op: 'update',
      fields: { customerRole: [null, 'viewer'] },
    });
  });

  it('records an operator ending an account’s sessions: whose, by whom, and how many', async () => {
    // where the service answers the sign-in calls (the embedded demo's accounts are its page's own)
    if (!againstService()) return;
    await signInAs('seller2');
    await signInAs('seller2');
    const admin = await signedIn('admin');
    const accounts = await admin.get<ListResult<{ id: string; username: string }>>(
      'Account/GetList?keyword=seller2',
    );
    const account = accounts.data.list.find((row) => row.username === 'seller2');
    const ended = await admin.post<{ ended: number }>('Account/EndSessions', { id: account?.id });
    expect(ended.data).toEqual({ ended: 2 });
    const { body } = await trail('call=Account/EndSessions');
    const [entry] = body.data.list;
    expect(entry).toMatchObject({ accountName: 'admin', side: 'operator', document: 'seller2' });
    expect(entry.changes).toEqual([
      expect.objectContaining({
        collection: 'accounts',
        id: account?.id,
        op: 'update',
        customerId: 'C002',
        fields: { sessions: [2, 0] },
      }),
    ]);
    // none left to end: nothing changed, and nothing more in the trail
    expect((await admin.post<{ ended: number }>('Account/EndSessions', { id: account?.id })).data).toEqual({
      ended: 0,
    });
    expect((await trail('call=Account/EndSessions')).body.data.total).toBe(body.data.total);
  });

  it('refuses a bad filter at its field', async () => {
    const { status, body } = await trail('atFrom=yesterday');
    expect(status).toBe(422);
    expect(body.data).toHaveProperty('atFrom');
  });
});
