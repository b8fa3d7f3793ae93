import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../server/api/i18n';
import { startServed, type Served } from '../server/served.test-support';
import { open, sharedBrowser, signIn, transitionsEnded, waitForHash } from './support/browser';
import { startingWith } from './support/messages';
import { messagesOf } from './inbound.steps';
import { api, apiPost } from './support/api';
import { b2cOrder, label, purseBalance, SLOW, statusShown, step } from './outbound.steps';

// Two people, two browsers, one service (issue #39): the seller's console and the operator's are
// separate browser contexts (their own storage, as two machines) on the console the service serves
// (`npm run serve`, the build without the embedded back-end). The seller submits an order; the
// operator sees it and picks it; the service is restarted; the operator packs and ships it; the
// seller sees it shipped with its fees, the purse lower by exactly those. Nothing is lost on the way.
// The service has its own key pair for passwords (made on its first start, kept across the restart),
// which the page it serves carries: the consoles sign in with it.

const DIST = resolve(process.env.SERVED_DIST ?? 'dist-served');
const browser = sharedBrowser();
const dataDir = mkdtempSync(join(tmpdir(), 'outpost-two-browsers-'));
let served: Served;

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(
      `No build for the service in ${DIST}: npm test's build-secrets step makes it (or npm run serve).`,
    );
  served = await startServed({
    dataDir,
    env: { SERVE_CONSOLE: 'true', DIST_DIR: DIST },
    timeoutMs: 120_000,
    ownKey: true,
  });
}, 300_000);

afterAll(async () => {
  await served?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const consoleUrl = () => `${served.url}/admin/`;

async function signedInAt(page: Page, user: string, path: string) {
  await page.goto(`${consoleUrl()}#/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, user, user);
  await page.waitForFunction((p) => decodeURIComponent(location.hash).startsWith(`#${p}`), path, SLOW);
}

describe('two people on one served back-end', () => {
  it('the seller’s order is the operator’s to ship, across a restart of the service', async () => {
    const zh = messagesOf('zh-CN');
    const en = messagesOf('en');
    const seller = await open(browser(), { locale: 'zh-CN' });
    const operator = await open(browser(), { locale: 'en' });
    await operator.page.addInitScript(() => localStorage.setItem('lang', 'en'));

    // sign-up is closed on the service unless its deployment opens it: no link to it, and its page
    // says where an account comes from
    await seller.page.goto(`${consoleUrl()}#/login`);
    await seller.page.getByRole('button', { name: new RegExp(`^${zh('login.submit')}$`) }).waitFor(SLOW);
    expect(await seller.page.getByRole('link', { name: zh('access.login.createAccount') }).count()).toBe(0);
    await seller.page.goto(`${consoleUrl()}#/register`);
    await seller.page.getByText(zh('access.register.closedText')).waitFor(SLOW);
    await seller.shot('served-0-sign-up-closed');

    // the seller, in Chinese, submits a B2C order: it waits to be picked
    await signedInAt(seller.page, 'seller', '/outbound/list');
    const before = await purseBalance(seller.page);
    const { id } = await b2cOrder(seller, zh, 'served-seller', true);
    await statusShown(seller.page, zh, 'AWAITING_PICK');
    await seller.shot('served-1-seller-submitted');

    // the operator, in English on another browser, finds it waiting and picks it
    const detail = `/outbound/detail/${encodeURIComponent(id)}`;
    await signedInAt(operator.page, 'admin', detail);
    await statusShown(operator.page, en, 'AWAITING_PICK');
    await step(operator.page, en, 'pick');
    await statusShown(operator.page, en, 'PICKING');

    // the service stops and starts again on the same port and data: both stay signed in
    expect(await served.stop()).toBe(0);
    served = await startServed({
      dataDir,
      env: { SERVE_CONSOLE: 'true', DIST_DIR: DIST, PORT: String(served.port) },
      ownKey: true,
    });
    await operator.page.reload();
    await statusShown(operator.page, en, 'PICKING');
    await step(operator.page, en, 'pack', async (dialog) => {
      await dialog.getByLabel(label(en('outbound.pack.weight'))).fill('0.8');
      await dialog.getByRole('button', { name: en('outbound.pack.confirm') }).click();
    });
    await statusShown(operator.page, en, 'PACKED');
    await step(operator.page, en, 'ship', async (dialog) => {
      const number = dialog.getByLabel(label(en('outbound.ship.trackingNo')));
      await expect.poll(() => number.inputValue(), SLOW).not.toBe('');
      await dialog.getByRole('button', { name: en('outbound.ship.confirm') }).click();
    });
    await statusShown(operator.page, en, 'SHIPPED');
    await operator.shot('served-2-operator-shipped');

    // the seller's console, never told, shows it shipped with its fees; the purse lower by them
    await seller.page.reload();
    await statusShown(seller.page, zh, 'SHIPPED');
    await seller.page.getByRole('tab', { name: zh('outbound.detail.tabs.fees') }).click();
    await seller.page
      .getByText(zh('business.fee.code.SHIPPING'))
      .filter({ visible: true })
      .first()
      .waitFor(SLOW);
    await seller.shot('served-3-seller-fees');
    const order = await api<{ outboundNo: string }>(seller.page, `Outbound/Get?id=${encodeURIComponent(id)}`);
    const fees = await api<{ list: { amount: number }[] }>(
      seller.page,
      `Finance/GetFees?docType=OUTBOUND&docNo=${encodeURIComponent(order.outboundNo)}&pageSize=50`,
    );
    const charged = fees.list.reduce((sum, fee) => sum + fee.amount, 0);
    expect(charged).toBeGreaterThan(0);
    expect(Math.round((before - (await purseBalance(seller.page))) * 100)).toBe(Math.round(charged * 100));
    expect([...seller.errors, ...operator.errors]).toEqual([]);
    await seller.context.close();
    await operator.context.close();
  }, 240_000);

  it('a seller who forgot the password gets the code from the operator’s outbox, never from the answer', async () => {
    const zh = messagesOf('zh-CN');
    const en = messagesOf('en');
    const email = 'seller@northwind.example';
    const seller = await open(browser(), { locale: 'zh-CN' });
    const operator = await open(browser(), { locale: 'en' });
    await operator.page.addInitScript(() => localStorage.setItem('lang', 'en'));

    // the seller asks for a code: the service says it was sent, and names none
    await seller.page.goto(`${consoleUrl()}#/forget-password`);
    await seller.page.getByRole('textbox', { name: startingWith(zh('access.fields.email')) }).fill(email);
    await seller.page.keyboard.press('Enter');
    await seller.page
      .getByRole('status')
      .filter({ hasText: translate('zh-CN', 'verificationCodeSentServed') })
      .waitFor(SLOW);
    expect(await seller.page.getByText(/\d{6}/).count()).toBe(0);
    await seller.shot('served-4-seller-code-sent');

    // the operator finds it waiting in the outbox, reads the code and marks it passed on
    await signedInAt(operator.page, 'admin', '/system/outbox');
    const table = operator.page.getByRole('table', { name: en('outbox.listTitle') });
    const row = table.getByRole('row').filter({ hasText: email });
    await row.getByText(en('outbox.state.waiting'), { exact: true }).waitFor(SLOW);
    expect(await row.textContent()).toContain(en('outbox.kind.code'));
    const code = (await row.getByText(/^\d{6}$/).textContent()) ?? '';
    await operator.shot('served-5-operator-outbox');
    await row.getByRole('button', { name: en('outbox.passOnFor', { to: email }) }).click();
    const dialog = operator.page.getByRole('dialog', { name: en('outbox.confirm.title') });
    await dialog.getByRole('button', { name: en('outbox.passOn') }).click();
    await row.getByText(en('outbox.state.passedOn'), { exact: true }).waitFor(SLOW);
    expect(await row.getByText(/^\d{6}$/).count()).toBe(0);

    // the seller types what the operator passed on, and signs in with the new password
    await seller.page.getByRole('textbox', { name: zh('access.fields.codeDigit', { index: 1 }) }).click();
    await seller.page.keyboard.type(code);
    await seller.page.getByLabel(startingWith(zh('access.fields.newPassword'))).fill('Harbor2027');
    await seller.page.getByLabel(startingWith(zh('access.fields.confirm'))).fill('Harbor2027');
    await seller.page.getByRole('button', { name: zh('access.forget.submit') }).click();
    await waitForHash(seller.page, '#/login');
    await seller.page.getByText(zh('access.forget.done')).waitFor(SLOW);
    await signIn(seller.page, 'seller', 'Harbor2027');
    await waitForHash(seller.page, '#/dashboard/workplace');
    expect([...seller.errors, ...operator.errors]).toEqual([]);
    await seller.context.close();
    await operator.context.close();
  }, 240_000);

  it('an operator disables a seller: the seller’s open console is signed out, and signs in again once enabled', async () => {
    const zh = messagesOf('zh-CN');
    const en = messagesOf('en');
    const seller = await open(browser(), { locale: 'zh-CN' });
    const operator = await open(browser(), { locale: 'en' });
    await operator.page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await signedInAt(seller.page, 'seller2', '/outbound/list');

    await signedInAt(operator.page, 'admin', '/system/accounts');
    const table = operator.page.getByRole('table', { name: en('accounts.listTitle') });
    const row = table.getByRole('row').filter({ hasText: 'seller@blueharbor.example' });
    await row.getByText(en('accounts.state.active'), { exact: true }).waitFor(SLOW);
    await row.getByRole('button', { name: en('accounts.actionFor.disable', { name: 'seller2' }) }).click();
    const dialog = operator.page.getByRole('dialog', {
      name: en('accounts.confirm.disable.title', { name: 'seller2' }),
    });
    await dialog.getByRole('button', { name: en('accounts.action.disable') }).click();
    await row.getByText(en('accounts.state.disabled'), { exact: true }).waitFor(SLOW);
    await operator.shot('served-6-operator-disabled');

    // the seller's next step meets the ended session: signed out, and the right password is refused
    await seller.page.reload();
    await waitForHash(seller.page, '#/login');
    await signIn(seller.page, 'seller2', 'seller2');
    await seller.page
      .getByRole('alert')
      .filter({ hasText: translate('zh-CN', 'accountDisabled') })
      .waitFor(SLOW);
    await seller.shot('served-7-seller-disabled');

    await row.getByRole('button', { name: en('accounts.actionFor.enable', { name: 'seller2' }) }).click();
    await operator.page
      .getByRole('dialog', { name: en('accounts.confirm.enable.title', { name: 'seller2' }) })
      .getByRole('button', { name: en('accounts.action.enable') })
      .click();
    await row.getByText(en('accounts.state.active'), { exact: true }).waitFor(SLOW);
    await seller.page.getByRole('button', { name: new RegExp(`^${zh('login.submit')}$`) }).click();
    await waitForHash(seller.page, '#/dashboard/workplace');
    expect([...seller.errors, ...operator.errors]).toEqual([]);
    await seller.context.close();
    await operator.context.close();
  }, 240_000);

  it('an operator takes a customer on and invites its administrator, who invites an orders colleague: each signs in with what their role may do', async () => {
    const zh = messagesOf('zh-CN');
    const en = messagesOf('en');
    const operator = await open(browser(), { locale: 'en' });
    await operator.page.addInitScript(() => localStorage.setItem('lang', 'en'));
    const opPage = operator.page;
    // names of this attempt's own: a retry on the same service takes on a customer of its own
    const stamp = Date.now().toString(36).slice(-5);
    const code = `C${stamp.toUpperCase()}`;
    const miaEmail = `mia.${stamp}@contoso.example`;
    const noahEmail = `noah.${stamp}@contoso.example`;

    // the operator takes Contoso on: code, name, e-mail, country, the credit limit and one warehouse
    await signedInAt(opPage, 'admin', '/warehouse/customers');
    await opPage
      .getByRole('button', { name: en('customer.add') })
      .first()
      .click();
    const form = opPage.getByRole('form', { name: en('customer.form.addTitle') });
    await form.getByRole('textbox', { name: startingWith(en('customer.field.code')) }).fill(code);
    await form
      .getByRole('textbox', { name: startingWith(en('customer.field.name')) })
      .fill('Contoso Outdoor');
    await form
      .getByRole('textbox', { name: startingWith(en('customer.field.email')) })
      .fill('ops@contoso.example');
    await form.getByRole('textbox', { name: startingWith(en('customer.field.countryCode')) }).fill('US');
    await form.getByRole('textbox', { name: startingWith(en('customer.field.creditLimit')) }).fill('300');
    // a choice of the list, as the keyboard makes it
    await form.getByLabel(startingWith(en('customer.field.warehouseCodes'))).press('ArrowDown');
    await opPage.getByRole('option', { name: /^USWE/ }).click();
    await opPage.keyboard.press('Escape');
    await form.getByRole('button', { name: en('customer.form.submit') }).click();
    const drawer = opPage.getByRole('dialog', { name: /^Contoso Outdoor \(C\d+\)$/ });
    await drawer.getByText(en('customer.users.none')).waitFor(SLOW);

    // and invites its first user, its administrator: the link waits in the outbox
    await drawer.getByRole('button', { name: en('customer.users.invite') }).click();
    const invite = opPage.getByRole('form', {
      name: en('customer.users.inviteTitle', { name: 'Contoso Outdoor' }),
    });
    await invite.getByRole('textbox', { name: startingWith(en('customer.users.email')) }).fill(miaEmail);
    await invite.getByRole('textbox', { name: startingWith(en('customer.users.nickname')) }).fill('Mia Chen');
    await invite.getByRole('button', { name: en('customer.users.send') }).click();
    await drawer.getByText(en('customer.users.sentToOutbox', { email: miaEmail })).waitFor(SLOW);
    await drawer.getByText(en('customer.users.stateName.invited')).waitFor(SLOW);
    await operator.shot('served-8-operator-invited');

    const invitationLink = async (email: string) => {
      await opPage.goto(`${consoleUrl()}#/system/outbox`);
      // read afresh: the page may have been open on the outbox already
      await opPage.reload();
      const row = opPage
        .getByRole('table', { name: en('outbox.listTitle') })
        .getByRole('row')
        .filter({ hasText: email });
      await row.getByText(en('outbox.kind.invitation')).waitFor(SLOW);
      return (await row.getByText(/#\/accept-invitation\?token=/).textContent()) ?? '';
    };

    // Mia opens the link in her own browser, chooses her sign-in, and lands in Contoso's console
    const mia = await open(browser(), { locale: 'zh-CN' });
    await mia.page.goto(await invitationLink(miaEmail));
    await mia.page
      .getByText(
        zh('access.invitation.subtitle', {
          customer: 'Contoso Outdoor',
          role: zh('access.invitation.role.admin'),
        }),
      )
      .waitFor(SLOW);
    await mia.page
      .getByRole('textbox', { name: startingWith(zh('access.fields.username')) })
      .fill(`mia_${stamp}`);
    await mia.page.getByLabel(startingWith(zh('access.fields.password'))).fill('Crates2027');
    await mia.page.getByLabel(startingWith(zh('access.fields.confirm'))).fill('Crates2027');
    await mia.shot('served-9-invitee-accepts');
    await mia.page.getByRole('button', { name: zh('access.invitation.submit') }).click();
    await waitForHash(mia.page, '#/login');
    await signIn(mia.page, `mia_${stamp}`, 'Crates2027');
    await waitForHash(mia.page, '#/dashboard/workplace');

    // her team page: she invites Noah for the orders
    await mia.page.goto(`${consoleUrl()}#/system/team`);
    await mia.page.getByRole('button', { name: zh('customer.users.invite') }).click();
    const colleague = mia.page.getByRole('form', {
      name: zh('customer.users.inviteTitle', { name: 'Contoso Outdoor' }),
    });
    await colleague.getByRole('textbox', { name: startingWith(zh('customer.users.email')) }).fill(noahEmail);
    await colleague.getByLabel(startingWith(zh('customer.users.role'))).click();
    await mia.page.getByRole('option', { name: zh('customer.role.orders') }).click();
    await colleague.getByRole('button', { name: zh('customer.users.send') }).click();
    const team = mia.page.getByRole('table', { name: zh('customer.users.title') });
    const noahRow = team.getByRole('row').filter({ hasText: noahEmail });
    await noahRow.getByText(zh('customer.users.stateName.invited')).waitFor(SLOW);
    // his role is hers to change: a choice on his row, holding what she invited him as
    const noahRole = noahRow.getByLabel(zh('customer.users.roleOf', { name: `noah.${stamp}` }));
    expect(await noahRole.inputValue()).toBe(zh('customer.role.orders'));
    await mia.shot('served-10-team');

    // Noah accepts, and his console offers what the orders role may do, and no purse
    const noah = await open(browser(), { locale: 'zh-CN' });
    await noah.page.goto(await invitationLink(noahEmail));
    await noah.page
      .getByRole('textbox', { name: startingWith(zh('access.fields.username')) })
      .fill(`noah_${stamp}`);
    await noah.page.getByLabel(startingWith(zh('access.fields.password'))).fill('Crates2027');
    await noah.page.getByLabel(startingWith(zh('access.fields.confirm'))).fill('Crates2027');
    await noah.page.getByRole('button', { name: zh('access.invitation.submit') }).click();
    await waitForHash(noah.page, '#/login');
    await signIn(noah.page, `noah_${stamp}`, 'Crates2027');
    await waitForHash(noah.page, '#/dashboard/workplace');
    await noah.page.goto(`${consoleUrl()}#/outbound/list`);
    await noah.page
      .getByRole('button', { name: zh('outbound.list.add') })
      .first()
      .waitFor(SLOW);
    // nor the team, its administrator's: the address is no page of Noah's console
    await noah.page.goto(`${consoleUrl()}#/system/team`);
    await noah.page.getByText(zh('error.page.404.title')).waitFor(SLOW);
    // nor the purse: the orders role's menu has no money
    await noah.page.goto(`${consoleUrl()}#/outbound/list`);
    await noah.page
      .getByRole('button', { name: zh('outbound.list.add') })
      .first()
      .waitFor(SLOW);
    await noah.page.goto(`${consoleUrl()}#/finance/purse`);
    await noah.page.getByText(zh('error.page.404.title')).waitFor(SLOW);
    await noah.shot('served-11-orders-role');

    // Contoso's first product, approved and counted in at USWE: Mia registers it, the operator
    // approves it and books five units found on the shelf (arranged through the console's own calls)
    const product = await apiPost<{ id: string; customerId: string; sku: string }>(mia.page, 'Sku/Save', {
      sku: `CTS-${stamp.toUpperCase()}`,
      nameCn: 'Trail tent',
      nameEn: 'Trail tent',
      weightKg: 1.2,
      lengthCm: 40,
      widthCm: 20,
      heightCm: 15,
      category: 'Outdoor',
      cargoAttribute: 'GENERAL',
    });
    await apiPost(mia.page, 'Sku/Submit', { id: product.id });
    await apiPost(opPage, 'Sku/Approve', { id: product.id });
    await apiPost(opPage, 'Inventory/Adjust', {
      customerId: product.customerId,
      warehouseCode: 'USWE',
      sku: product.sku,
      bucket: 'available',
      qtyChange: 5,
      reason: 'opening count',
    });
    // Noah orders one to a buyer: the estimate tells him the purse is not his to see, and the order
    // waits to be picked, charged to Contoso's credit
    await b2cOrder(noah, zh, 'served-14-orders-role', true, { from: 'USWE', purseHidden: true });
    await statusShown(noah.page, zh, 'AWAITING_PICK');
    await noah.shot('served-15-orders-role-submitted');

    // Mia's audit trail (issue #41 §4): her invitation of Noah, by her, with the role she chose, and
    // Noah's acceptance, each with its fields' old and new values
    await mia.page.goto(`${consoleUrl()}#/system/audit`);
    const trail = mia.page.getByRole('table', { name: zh('audit.listTitle') });
    const invited = trail
      .getByRole('row')
      .filter({ hasText: 'Customer/Invite' })
      .filter({ hasText: `mia_${stamp}` });
    await invited.first().waitFor(SLOW);
    await trail.getByRole('row').filter({ hasText: 'Authorization/AcceptInvitation' }).first().waitFor(SLOW);
    // the newest invitation first: Noah's
    await invited.first().click();
    const entry = mia.page.getByRole('dialog', { name: 'Customer/Invite' });
    const roleRow = entry.getByRole('row').filter({ hasText: 'customerRole' });
    await roleRow.getByText('orders').waitFor(SLOW);
    await entry.getByText(noahEmail).first().waitFor(SLOW);
    await transitionsEnded(entry);
    await mia.shot('served-12-audit-entry');
    // the operator finds the customer's taking on by its code, by whom and from where
    await opPage.goto(`${consoleUrl()}#/system/audit?document=${code}`);
    const taken = opPage
      .getByRole('table', { name: en('audit.listTitle') })
      .getByRole('row')
      .filter({ hasText: 'Customer/Save' });
    await taken.getByText('admin').first().waitFor(SLOW);
    await taken.first().click();
    const saved = opPage.getByRole('dialog', { name: 'Customer/Save' });
    await saved.getByText('127.0.0.1').waitFor(SLOW);
    await saved.getByRole('row').filter({ hasText: 'creditLimit' }).getByText('300').waitFor(SLOW);
    await transitionsEnded(saved);
    await operator.shot('served-13-audit-operator');

    expect([...operator.errors, ...mia.errors, ...noah.errors]).toEqual([]);
    for (const journey of [operator, mia, noah]) await journey.context.close();
  }, 300_000);
});
