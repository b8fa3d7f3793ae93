import { describe, expect, it } from 'vitest';
import type { AppRouteRecord, TokenPair, UserInfo } from '@machines/types';
import type { Customer, Warehouse } from '@/api/business/types/master';
import type { ListResult } from '@/api/business/types/api';
import type { CustomerUser, InvitationSent } from '@/api/business/customer';
import type { InvitationView } from '@/api/access';
import type { AuditEntry } from '@/api/audit-types';
import {
  apiGet,
  apiPostJson,
  dataFingerprint,
  encrypt,
  readJson,
  requestToken,
  setupMockServer,
  signInAs,
  zh,
  type Envelope,
} from '../../../mocks/testing';
import { translate } from '../../api/i18n';
import { invitationToken as invitationTokenOf, invitedCaller } from '../../api/testing';

// A customer's users come by invitation, each with a role the back-end enforces on every call
// (issue #41 §3), in every home (vite.config.ts CONTRACT_FILES). The business data is the worker's,
// shared by its files: each test takes on a customer of its own.
setupMockServer();

let made = 0;
const freshCode = () => `U${Date.now().toString(36).slice(-4).toUpperCase()}${(made += 1)}`;
const freshEmail = (who: string) => `${who}.${Date.now().toString(36)}${(made += 1)}@contoso.example`;

const bearer = async (username: string) => (await signInAs(username)).access_token;

/** A new customer, taken on by the operator, who may use the warehouse USWE alone. */
async function newCustomer(): Promise<Customer> {
  const response = await apiPostJson(
    'Customer/Save',
    {
      code: freshCode(),
      name: 'Contoso Outdoor',
      email: 'ops@contoso.example',
      countryCode: 'US',
      currency: 'USD',
      creditLimit: 100,
      warehouseCodes: ['USWE'],
    },
    await bearer('admin'),
  );
  expect(response.status).toBe(200);
  return (await readJson<Envelope<Customer>>(response)).data;
}

async function invite(token: string, body: Record<string, unknown>, lang = 'en') {
  return await apiPostJson('Customer/Invite', body, token, lang);
}

/** The invitation's token, as its invitee gets it. */
const invitationToken = (answer: InvitationSent): Promise<string> =>
  invitationTokenOf(answer.mail, answer.user.email);

const accept = (token: string, username: string, password: string, lang = 'en') =>
  apiPostJson(
    'Authorization/AcceptInvitation',
    { token, username, password: encrypt(password) },
    undefined,
    lang,
  );

async function signIn(username: string, password: string): Promise<string> {
  const response = await requestToken({ grant_type: 'password', username, password: encrypt(password) });
  expect(response.status).toBe(200);
  return (await readJson<TokenPair>(response)).access_token;
}

/** Invites someone to the customer with a role, has them accept, and answers their bearer token. */
const userWithRole = async (by: string, customerId: string, role: string): Promise<string> =>
  (await invitedCaller(by, { customerId, customerRole: role })).token;

const permissionsIn = (routes: AppRouteRecord[]): string[] =>
  routes.flatMap((route) => [...(route.meta?.permission ?? []), ...permissionsIn(route.children ?? [])]);

describe('inviting a customer’s first user', () => {
  it('leaves an account waiting and a link in the outbox; the invitee chooses a name and password and signs in as the customer', async () => {
    const customer = await newCustomer();
    const operator = await bearer('admin');
    const email = freshEmail('mia');
    const response = await invite(
      operator,
      { customerId: customer.id, email, nickname: 'Mia Chen', customerRole: 'admin' },
      'zh-CN',
    );
    expect(response.status).toBe(200);
    const answer = await readJson<Envelope<InvitationSent>>(response);
    expect(answer.message).toBe(zh('invitationSent', { email }));
    expect(answer.data.user).toMatchObject({ username: '', email, customerRole: 'admin', state: 'invited' });
    const token = await invitationToken(answer.data);

    const opened = await apiGet(`Authorization/GetInvitation?token=${token}`);
    expect((await readJson<Envelope<InvitationView>>(opened)).data).toEqual({
      email,
      nickname: 'Mia Chen',
      customerName: 'Contoso Outdoor',
      role: 'admin',
    });
    const users = await apiGet(`Customer/GetUsers?customerId=${customer.id}`, operator);
    expect((await readJson<Envelope<CustomerUser[]>>(users)).data).toEqual([
      expect.objectContaining({ email, state: 'invited', sessions: 0 }),
    ]);

    const refused = await accept(token, '1x', 'short', 'zh-CN');
    expect(refused.status).toBe(422);
    expect(Object.keys((await readJson<Envelope<Record<string, string>>>(refused)).data).sort()).toEqual([
      'password',
      'username',
    ]);
    const taken = await accept(token, 'Seller', 'Crates2027', 'zh-CN');
    expect((await readJson<Envelope>(taken)).data).toEqual({ username: zh('usernameTaken') });

    const username = `mia${(made += 1)}`;
    const accepted = await accept(token, username, 'Crates2027', 'zh-CN');
    expect(accepted.status).toBe(200);
    expect((await readJson<Envelope>(accepted)).message).toBe(zh('invitationAccepted'));
    const again = await accept(token, `${username}b`, 'Crates2027', 'zh-CN');
    expect(again.status).toBe(400);
    expect((await readJson<Envelope>(again)).message).toBe(zh('invitationUsed'));

    const mia = await signIn(username, 'Crates2027');
    const info = (await readJson<Envelope<UserInfo>>(apiGet('Authorization/GetUserInfo', mia))).data;
    expect(info).toMatchObject({
      username,
      role: 'customer',
      customerId: customer.id,
      customerRole: 'admin',
    });
    const current = await readJson<Envelope<Customer>>(apiGet('Customer/GetCurrent', mia));
    expect(current.data.id).toBe(customer.id);
  });

  it('refuses an address in use, an unknown role, a link that is not one, and a caller who may not invite', async () => {
    const customer = await newCustomer();
    const operator = await bearer('admin');
    const before = await dataFingerprint();
    const taken = await invite(
      operator,
      { customerId: customer.id, email: 'SELLER@northwind.example', customerRole: 'sovereign' },
      'zh-CN',
    );
    expect(taken.status).toBe(422);
    expect((await readJson<Envelope>(taken)).data).toEqual({
      email: zh('emailTaken'),
      customerRole: zh('customerRoleUnknown'),
    });
    expect(
      (await invite(operator, { customerId: 'C999999', email: freshEmail('x'), customerRole: 'admin' }))
        .status,
    ).toBe(404);
    const unknown = await apiGet('Authorization/GetInvitation?token=nothing', undefined, 'zh-CN');
    expect(unknown.status).toBe(400);
    expect((await readJson<Envelope>(unknown)).message).toBe(zh('invitationUnknown'));
    // a customer's administrator invites to its own customer alone; its list of users is its own
    const seller = await bearer('seller');
    expect(
      (await invite(seller, { customerId: customer.id, email: freshEmail('y'), customerRole: 'viewer' }))
        .status,
    ).toBe(404);
    expect((await apiGet(`Customer/GetUsers?customerId=${customer.id}`, seller)).status).toBe(404);
    expect((await apiGet('Customer/GetUsers?customerId=C001', seller)).status).toBe(200);
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('a customer user’s role, enforced on every call', () => {
  it('lets each role change its own areas alone, and gives its menu no button it would be refused', async () => {
    const customer = await newCustomer();
    const admin = await userWithRole(await bearer('admin'), customer.id, 'admin');
    const orders = await userWithRole(admin, customer.id, 'orders');
    const finance = await userWithRole(admin, customer.id, 'finance');
    const viewer = await userWithRole(admin, customer.id, 'viewer');
    const forbidden = translate('en', 'roleChangeForbidden');

    const refusedAs = async (token: string, call: string) => {
      const response = await apiPostJson(call, {}, token);
      return response.status === 403 && (await readJson<Envelope>(response)).message === forbidden;
    };
    expect(await refusedAs(orders, 'Recharge/Save')).toBe(true);
    expect(await refusedAs(orders, 'Outbound/Save')).toBe(false);
    expect(await refusedAs(finance, 'Outbound/Save')).toBe(true);
    expect(await refusedAs(finance, 'Recharge/Save')).toBe(false);
    for (const call of ['Outbound/Save', 'Recharge/Save', 'Sku/Save', 'Inbound/Submit'])
      expect(await refusedAs(viewer, call)).toBe(true);
    // everyone of the customer reads all of it, but the orders role its money (issue #41 "done
    // when": it creates orders, and does not see the purse), in words, in the user's language
    expect((await apiGet('Outbound/GetList', viewer)).status).toBe(200);
    expect((await apiGet('Finance/GetPurses', viewer)).status).toBe(200);
    expect((await apiGet('Outbound/GetList', orders)).status).toBe(200);
    for (const call of [
      'Finance/GetPurses',
      'Finance/GetTransactions',
      'Recharge/GetList',
      'Finance/GetFees',
    ]) {
      const refused = await apiGet(call, orders, 'zh-CN');
      expect(refused.status, call).toBe(403);
      expect((await readJson<Envelope>(refused)).message).toBe(zh('roleSeeForbidden'));
    }
    // one document's fees are the document's, which it works: one document, not a list of them
    expect((await apiGet('Finance/GetFees?docNo=OB20261101-0001', orders)).status).toBe(200);
    expect((await apiGet('Finance/GetFees?docNo=OB20261101-0001,OB20261101-0002', orders)).status).toBe(403);
    // only its administrator invites
    expect(
      (await invite(orders, { customerId: customer.id, email: freshEmail('z'), customerRole: 'viewer' }))
        .status,
    ).toBe(403);
    expect((await apiGet(`Customer/GetUsers?customerId=${customer.id}`, finance)).status).toBe(403);

    const menuOf = async (token: string) =>
      (await readJson<Envelope<AppRouteRecord[]>>(apiGet('Permission/GetMenus', token))).data;
    const ordersCan = permissionsIn(await menuOf(orders));
    expect(ordersCan).toEqual(expect.arrayContaining(['outbound:submit', 'inbound:add', 'inventory:export']));
    expect(ordersCan.some((permission) => /^(recharge|finance|settlement):/.test(permission))).toBe(false);
    // the orders role's menu shows no money: no purse, bill, recharges or statements
    expect(JSON.stringify(await menuOf(orders))).not.toContain('FinancePurse');
    expect(JSON.stringify(await menuOf(finance))).toContain('FinancePurse');
    const viewerCan = permissionsIn(await menuOf(viewer));
    expect(viewerCan.every((permission) => /:(export|print)$/.test(permission))).toBe(true);
    expect(JSON.stringify(await menuOf(viewer))).not.toContain('TeamUsers');
    expect(JSON.stringify(await menuOf(admin))).toContain('TeamUsers');
  });

  it('offers and accepts only the warehouses the operator chose for the customer', async () => {
    const customer = await newCustomer();
    const admin = await userWithRole(await bearer('admin'), customer.id, 'admin');
    const listed = await readJson<Envelope<ListResult<Warehouse>>>(
      apiGet('Warehouse/GetList?pageSize=50', admin),
    );
    expect(listed.data.list.map((warehouse) => warehouse.code)).toEqual(['USWE']);
    const saved = await apiPostJson('Inbound/Save', { warehouseCode: 'DEFR' }, admin, 'zh-CN');
    expect(saved.status).toBe(422);
    expect((await readJson<Envelope<Record<string, string>>>(saved)).data.warehouseCode).toBe(
      zh('warehouseNotAllowed'),
    );
  });
});

describe('managing a customer’s users and the customer itself', () => {
  it('changes a user’s role and disables or enables a user, each ending the user’s sessions; never the administrator’s own', async () => {
    const customer = await newCustomer();
    const admin = await userWithRole(await bearer('admin'), customer.id, 'admin');
    const orders = await userWithRole(admin, customer.id, 'orders');
    const users = async () =>
      (await readJson<Envelope<CustomerUser[]>>(apiGet(`Customer/GetUsers?customerId=${customer.id}`, admin)))
        .data;
    const [own, colleague] = await users();
    const updateUser = (token: string, body: Record<string, unknown>, lang = 'en') =>
      apiPostJson('Customer/UpdateUser', { customerId: customer.id, ...body }, token, lang);

    const promoted = await updateUser(admin, { id: colleague.id, customerRole: 'finance' });
    expect(promoted.status).toBe(200);
    expect((await readJson<Envelope<CustomerUser>>(promoted)).data).toMatchObject({
      customerRole: 'finance',
      sessions: 0,
    });
    expect((await apiGet('Outbound/GetList', orders)).status).toBe(401);
    const finance = await signIn(colleague.username, 'Crates2027');
    expect((await apiPostJson('Outbound/Save', {}, finance)).status).toBe(403);

    expect((await updateUser(admin, { id: colleague.id, disabled: true })).status).toBe(200);
    expect((await apiGet('Outbound/GetList', finance)).status).toBe(401);
    const refused = await requestToken(
      { grant_type: 'password', username: colleague.username, password: encrypt('Crates2027') },
      'zh-CN',
    );
    expect((await readJson<Envelope>(refused)).message).toBe(zh('accountDisabled'));
    expect((await updateUser(admin, { id: colleague.id, disabled: false })).status).toBe(200);
    await signIn(colleague.username, 'Crates2027');

    const locked = await updateUser(admin, { id: own.id, disabled: true }, 'zh-CN');
    expect((await readJson<Envelope>(locked)).data).toEqual({ id: zh('ownAccountLocked') });
    expect((await updateUser(admin, { id: own.id, customerRole: 'viewer' })).status).toBe(422);
    expect((await updateUser(admin, { id: colleague.id, customerRole: 'chief' })).status).toBe(422);
    // another customer's user is not this customer's to change
    expect((await updateUser(admin, { id: '3' })).status).toBe(404);
    expect(
      (await apiPostJson('Customer/UpdateUser', { customerId: 'C001', id: '3', disabled: true }, admin))
        .status,
    ).toBe(404);
  });

  it('suspends a customer: its users are signed out and cannot sign in until it is resumed', async () => {
    const customer = await newCustomer();
    const operator = await bearer('admin');
    const admin = await userWithRole(operator, customer.id, 'admin');
    const [user] = (
      await readJson<Envelope<CustomerUser[]>>(apiGet(`Customer/GetUsers?customerId=${customer.id}`, admin))
    ).data;
    expect((await apiPostJson('Customer/Suspend', { id: customer.id }, admin)).status).toBe(403);

    const suspended = await apiPostJson('Customer/Suspend', { id: customer.id }, operator);
    expect(suspended.status).toBe(200);
    expect((await readJson<Envelope>(suspended)).data).toEqual({
      id: customer.id,
      status: 'SUSPENDED',
      signedOut: 1,
    });
    expect((await apiGet('Customer/GetCurrent', admin)).status).toBe(401);
    const refused = await requestToken(
      { grant_type: 'password', username: user.username, password: encrypt('Crates2027') },
      'zh-CN',
    );
    expect(refused.status).toBe(400);
    expect((await readJson<Envelope>(refused)).message).toBe(zh('customerSuspendedSignIn'));
    const got = await readJson<Envelope<Customer>>(apiGet(`Customer/Get?id=${customer.id}`, operator));
    expect(got.data.status).toBe('SUSPENDED');
    // by whom, in the audit trail (issue #41 §4): the status, old and new
    const trail = await readJson<Envelope<ListResult<AuditEntry>>>(
      apiGet(`Audit/GetList?call=Customer/Suspend&document=${customer.code}`, operator),
    );
    const [entry] = trail.data.list;
    expect(entry).toMatchObject({ accountName: 'admin', side: 'operator' });
    expect(entry.changes[0]).toMatchObject({
      collection: 'customers',
      fields: { status: ['ACTIVE', 'SUSPENDED'] },
    });
    const invited = await invite(operator, {
      customerId: customer.id,
      email: freshEmail('s'),
      customerRole: 'viewer',
    });
    expect(invited.status).toBe(409);

    expect((await apiPostJson('Customer/Resume', { id: customer.id }, operator)).status).toBe(200);
    const back = await signIn(user.username, 'Crates2027');
    expect((await readJson<Envelope<Customer>>(apiGet('Customer/GetCurrent', back))).data.status).toBe(
      'ACTIVE',
    );
    expect((await apiPostJson('Customer/Suspend', { id: 'C999999' }, operator)).status).toBe(404);
  });
});

describe('an invitation sent again, or withdrawn', () => {
  it('sends a new link to someone still waiting (the earlier one stops working), never to another customer’s', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const operator = await bearer('admin');
    const email = freshEmail('lee');
    const first = await invite(operator, {
      customerId: customer.id,
      email,
      nickname: 'Lee',
      customerRole: 'viewer',
    });
    const firstToken = await invitationToken((await readJson<Envelope<InvitationSent>>(first)).data);
    const again = await invite(operator, { customerId: customer.id, email, customerRole: 'orders' });
    expect(again.status).toBe(200);
    const sent = (await readJson<Envelope<InvitationSent>>(again)).data;
    // the same account waits, its role as now given, its name as before
    expect(sent.user).toMatchObject({ nickname: 'Lee', customerRole: 'orders', state: 'invited' });
    const secondToken = await invitationToken(sent);
    expect(secondToken).not.toBe(firstToken);
    expect((await apiGet(`Authorization/GetInvitation?token=${firstToken}`)).status).toBe(400);
    const opened = await readJson<Envelope<InvitationView>>(
      apiGet(`Authorization/GetInvitation?token=${secondToken}`),
    );
    expect(opened.data.role).toBe('orders');
    const users = await readJson<Envelope<CustomerUser[]>>(
      apiGet(`Customer/GetUsers?customerId=${customer.id}`, operator),
    );
    expect(users.data.filter((user) => user.email === email)).toHaveLength(1);

    const elsewhere = await invite(
      operator,
      { customerId: other.id, email, customerRole: 'viewer' },
      'zh-CN',
    );
    expect(elsewhere.status).toBe(422);
    expect((await readJson<Envelope>(elsewhere)).data).toEqual({ email: zh('emailTaken') });
  });

  it('withdraws an invitation by disabling its account: its link opens nothing', async () => {
    const customer = await newCustomer();
    const operator = await bearer('admin');
    const response = await invite(operator, {
      customerId: customer.id,
      email: freshEmail('zoe'),
      customerRole: 'viewer',
    });
    const sent = (await readJson<Envelope<InvitationSent>>(response)).data;
    const token = await invitationToken(sent);
    const withdrawn = await apiPostJson(
      'Customer/UpdateUser',
      { customerId: customer.id, id: sent.user.id, disabled: true },
      operator,
    );
    expect(withdrawn.status).toBe(200);
    expect((await apiGet(`Authorization/GetInvitation?token=${token}`)).status).toBe(400);
    expect((await accept(token, 'zoe_late', 'Crates2027')).status).toBe(400);
  });
});
