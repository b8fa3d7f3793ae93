import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, signIn, sharedBrowser, waitForHash } from './support/browser';
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
    await page.getByRole('link', { name: '注册账号' }).click();
    await waitForHash(page, '#/register');
    await page.getByRole('heading', { name: '注册账号' }).waitFor();
    expect(await page.title()).toBe('注册账号 - Outpost 海外仓');

    await page.getByRole('button', { name: '注册' }).click();
    await page.getByText('请输入用户名').waitFor();
    await journey.shot('access-a1-register-errors');

    await page.getByRole('textbox', { name: /^用户名/ }).fill('harbor_ops');
    await page.getByRole('textbox', { name: /^邮箱/ }).fill('ops@harbor.example');
    await page.getByLabel(/^密码/).fill('Parcel2026!');
    await page.getByLabel(/^确认密码/).fill('Parcel2026!');
    await page.getByRole('button', { name: '查看服务条款' }).click();
    const terms = page.getByRole('dialog', { name: '服务条款' });
    await terms.waitFor();
    await journey.shot('access-a2-terms');
    await terms.getByRole('button', { name: '我已阅读并同意' }).click();
    await terms.waitFor({ state: 'detached' });
    await page.getByText('密码强度：强').waitFor();
    await journey.shot('access-a3-register-filled');
    await page.getByRole('button', { name: '注册' }).click();

    await page.getByText('请查收激活邮件').waitFor();
    await journey.shot('access-a4-registered');
    await page.getByRole('link', { name: '激活我的账号' }).click();
    await page.getByText('账号 harbor_ops 已激活，现在可以登录了。').waitFor();
    await journey.shot('access-a5-activated');

    await page.getByRole('link', { name: '去登录' }).click();
    await waitForHash(page, '#/login');
    await signIn(page, 'harbor_ops', 'Parcel2026!');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('heading', { name: /harbor_ops/ }).waitFor();
    await page.getByText(/访客/).waitFor();
    await journey.shot('access-a6-signed-in');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(b) forgot password by email: code, new password; the new one signs in, the old one fails', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(`${BASE_URL}#/login`);
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await waitForHash(page, '#/forget-password');
    await page.getByRole('textbox', { name: /^邮箱/ }).fill('seller@northwind.example');
    await journey.shot('access-b1-forgot');
    await page.keyboard.press('Enter');

    const code = await shownCode(page);
    await page.getByRole('button', { name: /秒后可重新发送/ }).waitFor();
    await page.getByRole('textbox', { name: '验证码第 1 位（共 6 位）' }).click();
    await page.keyboard.type(code);
    await page.getByLabel(/^新密码/).fill('Harbor2026');
    await page.getByLabel(/^确认密码/).fill('Harbor2026');
    await journey.shot('access-b2-code-and-password');
    await page.getByRole('button', { name: '重置密码' }).click();

    await waitForHash(page, '#/login');
    await page.getByText('密码已重置，请使用新密码登录。').waitFor();
    await journey.shot('access-b3-back-to-sign-in');
    await signIn(page, 'seller', 'seller');
    await page.getByRole('alert').filter({ hasText: '账号或密码错误' }).waitFor();
    await page.getByLabel(/^密码/).fill('Harbor2026');
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
    await page.getByRole('textbox', { name: /^用户名/ }).waitFor();
    await journey.shot('access-c1-register-phone');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.goto(`${BASE_URL}#/forget-password`);
    await page.getByText('手机', { exact: true }).click();
    await page.getByRole('textbox', { name: /^手机号/ }).fill('+1 555 0102');
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
