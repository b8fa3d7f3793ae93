import { describe, expect, it } from 'vitest';
import { translate } from '../server/api/i18n';
import { call } from './support/api';
import { BASE_URL, open, sharedBrowser, signedIn, signIn, waitForHash } from './support/browser';

const browser = sharedBrowser();

describe('what the business calls change of the accounts and the outbox in the browser’s demo', () => {
  // The business calls answer in the worker and the sign-in in the page: what a business call
  // changes of the accounts is the page's too (mocks/worker/page-kept.ts). Before, the worker kept
  // a state of its own, and a suspended customer's users signed in as before. (One browser's demo is
  // one back-end: the seller and the operator sign in in the same one, one after the other.)
  it('a customer suspended: its users signed out, their sign-in refused until it is resumed', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const tokenNow = () => page.evaluate(() => localStorage.getItem('outpost.session'));
    const signOutHere = () => page.evaluate(() => localStorage.removeItem('outpost.session'));
    await signedIn(journey, 'seller');
    const sellerSession = await tokenNow();
    await signOutHere();
    await signedIn(journey, 'admin');
    const suspended = await call(page, 'Customer/Suspend', { id: 'C001' });
    expect(suspended).toMatchObject({ code: 200, data: { status: 'SUSPENDED', signedOut: 1 } });
    const adminSession = await tokenNow();

    // the seller's session, ended
    await page.evaluate((session) => localStorage.setItem('outpost.session', session ?? ''), sellerSession);
    expect((await call(page, 'Authorization/GetUserInfo')).status).toBe(401);
    // and signing in again, refused in words
    await signOutHere();
    await page.goto(BASE_URL);
    await waitForHash(page, '#/login?redirect=/dashboard/workplace');
    await signIn(page, 'seller', 'seller');
    await page.getByText(translate('zh-CN', 'customerSuspendedSignIn')).waitFor();

    await page.evaluate((session) => localStorage.setItem('outpost.session', session ?? ''), adminSession);
    expect((await call(page, 'Customer/Resume', { id: 'C001' })).code).toBe(200);
    await signOutHere();
    await page.reload();
    await waitForHash(page, '#/login?redirect=/dashboard/workplace');
    await signIn(page, 'seller', 'seller');
    await waitForHash(page, '#/dashboard/workplace');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 120_000);

  it('keeps the invitation a business call makes: its mail in the outbox, the invitee among the users', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey, 'admin');
    const email = 'mia.chen@northwind.example';
    const invited = await call(page, 'Customer/Invite', {
      customerId: 'C001',
      email,
      nickname: 'Mia Chen',
      customerRole: 'admin',
    });
    expect(invited.code).toBe(200);
    const outbox = await call(
      page,
      `Outbox/GetList?pageIndex=1&pageSize=10&keyword=${encodeURIComponent(email)}`,
    );
    expect(outbox).toMatchObject({ status: 200, data: { total: 1 } });
    const users = await call(page, 'Customer/GetUsers?customerId=C001');
    expect(JSON.stringify(users.data)).toContain(email);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  }, 120_000);
});
