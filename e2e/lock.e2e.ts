import { describe, expect, it } from 'vitest';
import { BASE_URL, open, signIn, sharedBrowser, waitForHash } from './support/browser';
const browser = sharedBrowser();

describe('the lock screen in Chromium', () => {
  it('hides the console until the password is entered again, across a reload', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(BASE_URL);
    await signIn(page, 'seller', 'seller');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await page.getByRole('button', { name: '解锁' }).waitFor();
    expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: '解锁' }).waitFor();
    await journey.shot('lock-1-locked');

    await page.getByLabel('密码').fill('wrong');
    await page.keyboard.press('Enter');
    await page.getByText('密码不正确').waitFor();
    await journey.shot('lock-2-wrong-password');
    await page.getByLabel('密码').fill('seller');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('outpost.session') ?? '{}').locked),
    ).toBe(false);
    await journey.context.close();
  });
});
