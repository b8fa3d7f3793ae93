import { describe, expect, it } from 'vitest';
import type { AccountOverview } from '@/api/accounts-types';
import type { ListResult } from '@/api/business/types/api';
import {
  apiGet,
  apiPostJson,
  encrypt,
  readJson,
  refreshWith,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
  type Envelope,
} from '../../../mocks/testing';
import { invitationToken } from '../../api/testing';

// System › Accounts in every home (vite.config.ts CONTRACT_FILES): an operator ends an account's
// sessions or disables it, and the person is signed out at their next call.
setupMockServer();

const operator = async () => (await signInAs('admin')).access_token;

async function accounts(query = '') {
  const response = await apiGet(`Account/GetList?${query}`, await operator());
  expect(response.status).toBe(200);
  return (await readJson<Envelope<ListResult<AccountOverview>>>(response)).data;
}

const sellerRow = async () =>
  (await accounts('keyword=northwind')).list.find((row) => row.username === 'seller');

const signIn = (username: string, password: string, lang = 'en') =>
  requestToken({ grant_type: 'password', username, password: encrypt(password) }, lang);

describe('System › Accounts', () => {
  it('answers a signed-in operator alone', async () => {
    const seller = (await signInAs('seller')).access_token;
    expect((await apiGet('Account/GetList')).status).toBe(401);
    expect((await apiGet('Account/GetList', seller)).status).toBe(403);
    for (const call of ['Account/EndSessions', 'Account/Disable', 'Account/Enable']) {
      expect((await apiPostJson(call, { id: '3' }, seller)).status).toBe(403);
      expect((await apiPostJson(call, { id: '3' })).status).toBe(401);
    }
  });

  it('lists the accounts with their state and live sessions, by part of a name or address and by state', async () => {
    await signInAs('seller');
    await signInAs('seller');
    const all = await accounts();
    expect(all.list.map((row) => row.username)).toEqual(
      expect.arrayContaining(['admin', 'seller', 'seller2']),
    );
    expect(all.counts).toMatchObject({ disabled: 0, awaitingActivation: 0 });
    expect(await sellerRow()).toMatchObject({
      username: 'seller',
      email: 'seller@northwind.example',
      role: 'customer',
      state: 'active',
      sessions: 2,
    });
    expect((await accounts('keyword=BLUEHARBOR')).list.map((row) => row.username)).toEqual(['seller2']);
    expect((await accounts('state=disabled')).list).toEqual([]);
    const bad = await apiGet('Account/GetList?state=gone', await operator(), 'zh-CN');
    expect(bad.status).toBe(422);
    expect((await readJson<Envelope>(bad)).data).toEqual({ state: zh('accountStateUnknown') });
  });

  it('ends every session of an account at once: its tokens stop working, a new sign-in works', async () => {
    const first = await signInAs('seller');
    const second = await signInAs('seller');
    const ended = await apiPostJson('Account/EndSessions', { id: (await sellerRow())?.id }, await operator());
    expect(ended.status).toBe(200);
    expect((await readJson<Envelope<{ ended: number }>>(ended)).data).toEqual({ ended: 2 });
    expect((await apiGet('Customer/GetCurrent', first.access_token)).status).toBe(401);
    expect((await apiGet('Customer/GetCurrent', second.access_token)).status).toBe(401);
    expect((await refreshWith(second.refresh_token)).status).toBe(400);
    expect((await sellerRow())?.sessions).toBe(0);
    expect((await signIn('seller', 'seller')).status).toBe(200);
    expect((await apiPostJson('Account/EndSessions', { id: 'nobody' }, await operator())).status).toBe(404);
  });

  it('disables an account: signed out at once, refused at sign-in after the right password only; enabled again', async () => {
    const seller = await signInAs('seller');
    const id = (await sellerRow())?.id ?? '';
    const disabled = await apiPostJson('Account/Disable', { id }, await operator());
    expect(disabled.status).toBe(200);
    expect((await readJson<Envelope<AccountOverview>>(disabled)).data).toMatchObject({
      state: 'disabled',
      sessions: 0,
    });
    expect((await apiGet('Customer/GetCurrent', seller.access_token)).status).toBe(401);
    const refused = await signIn('seller', 'seller', 'zh-CN');
    expect(refused.status).toBe(400);
    expect((await readJson<Envelope>(refused)).message).toBe(zh('accountDisabled'));
    // a wrong password hears what any wrong password hears: the state is told to the account's owner alone
    expect((await readJson<Envelope>(signIn('seller', 'wrong1234', 'zh-CN'))).message).toBe(
      zh('wrongCredentials'),
    );
    expect((await accounts('state=disabled')).list.map((row) => row.username)).toEqual(['seller']);

    const enabled = await apiPostJson('Account/Enable', { id }, await operator());
    expect((await readJson<Envelope<AccountOverview>>(enabled)).data.state).toBe('active');
    expect((await signIn('seller', 'seller')).status).toBe(200);
  });

  it('does not let an operator disable the account they are signed in with, nor one that is not there', async () => {
    const token = await operator();
    const own = await apiPostJson('Account/Disable', { id: '1' }, token, 'zh-CN');
    expect(own.status).toBe(422);
    expect((await readJson<Envelope>(own)).data).toEqual({ id: zh('accountOwnDisable') });
    expect((await apiPostJson('Account/Disable', { id: 'nobody' }, token)).status).toBe(404);
    const missing = await apiPostJson('Account/Enable', {}, token, 'zh-CN');
    expect((await readJson<Envelope>(missing)).data).toEqual({ id: zh('idRequired') });
  });
});

describe('the operators’ roles', () => {
  it('invites an operator with a role; the role decides what they may change, and a new role signs them out', async () => {
    const admin = await operator();
    const badRole = await apiPostJson(
      'Account/InviteOperator',
      { email: 'kai@outpost.example', operatorRole: 'boss' },
      admin,
      'zh-CN',
    );
    expect((await readJson<Envelope>(badRole)).data).toEqual({ operatorRole: zh('operatorRoleUnknown') });
    const invited = await apiPostJson(
      'Account/InviteOperator',
      { email: 'kai@outpost.example', nickname: 'Kai', operatorRole: 'warehouse' },
      admin,
    );
    expect(invited.status).toBe(200);
    const answer = (
      await readJson<Envelope<{ account: AccountOverview; mail: { link: string } | null }>>(invited)
    ).data;
    expect(answer.account).toMatchObject({ role: 'operator', subRole: 'warehouse', state: 'invited' });
    const token = await invitationToken(answer.mail, 'kai@outpost.example');
    const opened = await readJson<Envelope>(apiGet(`Authorization/GetInvitation?token=${token}`));
    expect(opened.data).toEqual({
      email: 'kai@outpost.example',
      nickname: 'Kai',
      customerName: null,
      role: 'warehouse',
    });
    const accepted = await apiPostJson('Authorization/AcceptInvitation', {
      token,
      username: 'kai_ops',
      password: encrypt('Crates2027'),
    });
    expect(accepted.status).toBe(200);
    const kai = (await readJson<{ access_token: string }>(signIn('kai_ops', 'Crates2027'))).access_token;

    const refused = async (token: string, call: string) =>
      (await apiPostJson(call, {}, token)).status === 403;
    expect(await refused(kai, 'Recharge/Approve')).toBe(true);
    expect(await refused(kai, 'Customer/Save')).toBe(true);
    expect(await refused(kai, 'Inventory/Adjust')).toBe(false);
    expect(await refused(kai, 'Outbound/Pick')).toBe(false);
    expect((await apiGet('Account/GetList', kai)).status).toBe(403);
    expect((await apiGet('Outbox/GetList', kai)).status).toBe(403);
    const menu = JSON.stringify((await readJson<Envelope>(apiGet('Permission/GetMenus', kai))).data);
    expect(menu).not.toContain('AccountList');
    expect(menu).not.toContain('recharge:approve');
    expect(menu).toContain('inventory:adjust');

    const kaiId = answer.account.id;
    const own = await apiPostJson(
      'Account/SetOperatorRole',
      { id: '1', operatorRole: 'finance' },
      admin,
      'zh-CN',
    );
    expect((await readJson<Envelope>(own)).data).toEqual({ id: zh('ownAccountLocked') });
    const changed = await apiPostJson(
      'Account/SetOperatorRole',
      { id: kaiId, operatorRole: 'finance' },
      admin,
    );
    expect((await readJson<Envelope<AccountOverview>>(changed)).data).toMatchObject({
      subRole: 'finance',
      sessions: 0,
    });
    expect((await apiGet('Outbound/GetList', kai)).status).toBe(401);
    const finance = (await readJson<{ access_token: string }>(signIn('kai_ops', 'Crates2027'))).access_token;
    expect(await refused(finance, 'Recharge/Approve')).toBe(false);
    expect(await refused(finance, 'Inventory/Adjust')).toBe(true);
    // a customer's account has no operator role to set
    expect(
      (await apiPostJson('Account/SetOperatorRole', { id: '3', operatorRole: 'admin' }, admin)).status,
    ).toBe(404);
  });
});
