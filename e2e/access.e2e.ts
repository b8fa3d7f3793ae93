import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, signIn, sharedBrowser, waitForHash } from './support/browser';
import { holding, messagePattern, MOCK_WRONG_CREDENTIALS_ZH, startingWith, zh } from './support/messages';
const browser = sharedBrowser();

/** The code the demo back-end names in its notice. */
async function shownCode(page: Page): Promise<string> {
  const notice = page.getByRole('status').filter({ hasText: /\d{6}/ });
  await notice.waitFor();
  const code = /\d{6}/.exec((await notice.textContent()) ?? '')?.[0];
  if (!code) throw new Error('no code shown');
  return code;
}

describe('the access flows in Chromium', () => {
  it('(a) register, open the activation link from the demo mailbox, sign in as the new user', async () => {
    const journey = await open(browser(), { delays: 'real' });
    const { page } = journey;
    await page.goto(`${BASE_URL}#/login`);
    await page.getByRole('link', { name: zh('access.login.createAccount') }).click();
    await waitForHash(page, '#/register');
    await page.getByRole('heading', { name: zh('access.title.register') }).waitFor();
    expect(await page.title()).toBe(`${zh('access.title.register')} - ${zh('app.name')}`);

    await page.getByRole('button', { name: zh('access.register.submit') }).click();
    await page.getByText(zh('access.rules.usernameRequired')).waitFor();
    await journey.shot('access-a1-register-errors');

    await page.getByRole('textbox', { name: startingWith(zh('access.fields.username')) }).fill('harbor_ops');
    await page
      .getByRole('textbox', { name: startingWith(zh('access.fields.email')) })
      .fill('ops@harbor.example');
    await page.getByLabel(startingWith(zh('access.fields.password'))).fill('Parcel2026!');
    await page.getByLabel(startingWith(zh('access.fields.confirm'))).fill('Parcel2026!');
    await page.getByRole('button', { name: zh('access.register.terms') }).click();
    const terms = page.getByRole('dialog', { name: zh('access.terms.title') });
    await terms.waitFor();
    await journey.shot('access-a2-terms');
    await terms.getByRole('button', { name: zh('access.terms.accept') }).click();
    await terms.waitFor({ state: 'detached' });
    await page.getByText(zh('access.strength.label', { level: zh('access.strength.strong') })).waitFor();
    await journey.shot('access-a3-register-filled');
    await page.getByRole('button', { name: zh('access.register.submit') }).click();

    await page.getByText(zh('access.register.successTitle')).waitFor();
    await journey.shot('access-a4-registered');
    await page.getByRole('link', { name: zh('access.mailbox.activate') }).click();
    await page.getByText(zh('access.active.done', { username: 'harbor_ops' })).waitFor();
    await journey.shot('access-a5-activated');

    await page.getByRole('link', { name: zh('access.common.signIn') }).click();
    await waitForHash(page, '#/login');
    await signIn(page, 'harbor_ops', 'Parcel2026!');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /harbor_ops/ }).waitFor();
    await page.getByText(holding(zh('role.visitor'))).waitFor();
    await journey.shot('access-a6-signed-in');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(b) forgot password by email: code, new password; the new one signs in, the old one fails', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(`${BASE_URL}#/login`);
    await page.getByRole('link', { name: zh('access.login.forgotPassword') }).click();
    await waitForHash(page, '#/forget-password');
    await page
      .getByRole('textbox', { name: startingWith(zh('access.fields.email')) })
      .fill('seller@northwind.example');
    await journey.shot('access-b1-forgot');
    await page.keyboard.press('Enter');

    const code = await shownCode(page);
    await page
      .getByRole('button', { name: messagePattern(zh, 'access.forget.resendIn', { seconds: '\\d+' }) })
      .waitFor();
    await page.getByRole('textbox', { name: zh('access.fields.codeDigit', { index: 1 }) }).click();
    await page.keyboard.type(code);
    await page.getByLabel(startingWith(zh('access.fields.newPassword'))).fill('Harbor2026');
    await page.getByLabel(startingWith(zh('access.fields.confirm'))).fill('Harbor2026');
    await journey.shot('access-b2-code-and-password');
    await page.getByRole('button', { name: zh('access.forget.submit') }).click();

    await waitForHash(page, '#/login');
    await page.getByText(zh('access.forget.done')).waitFor();
    await journey.shot('access-b3-back-to-sign-in');
    await signIn(page, 'seller', 'seller');
    await page.getByRole('alert').filter({ hasText: MOCK_WRONG_CREDENTIALS_ZH }).waitFor();
    await page.getByLabel(startingWith(zh('login.password'))).fill('Harbor2026');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /Northwind Seller/ }).waitFor();
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(c) at 375 px the pages fit: registration, the code step, a reset link in English', async () => {
    const journey = await open(browser(), { width: 375, height: 740 });
    const { page } = journey;
    await page.goto(`${BASE_URL}#/register`);
    await page.getByRole('textbox', { name: startingWith(zh('access.fields.username')) }).waitFor();
    await journey.shot('access-c1-register-phone');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`${BASE_URL}#/forget-password`);
    await page.getByText(zh('access.forget.byPhone'), { exact: true }).click();
    await page.getByRole('textbox', { name: startingWith(zh('access.fields.phone')) }).fill('+1 555 0102');
    await page.keyboard.press('Enter');
    await shownCode(page);
    await journey.shot('access-c2-code-step-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Email me a reset link instead' }).click();
    await page.getByRole('textbox', { name: /^Email/ }).fill('seller@northwind.example');
    await page.keyboard.press('Enter');
    await page.getByText('Demo mailbox').waitFor();
    await journey.shot('access-c3-reset-link-phone');
    await page.getByRole('link', { name: 'Choose a new password' }).click();
    await page.getByLabel(/^New password/).waitFor();
    await page.getByLabel(/^New password/).fill('Harbor2026');
    await page.getByLabel(/^Confirm password/).fill('Harbor2026');
    await journey.shot('access-c4-reset-password-phone');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/login');
    await page.getByText('Your password has been changed. Sign in with the new one.').waitFor();
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
