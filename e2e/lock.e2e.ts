import { describe, expect, it } from 'vitest';
import { BASE_URL, open, signIn, sharedBrowser, waitForHash } from './support/browser';
import { zh } from './support/messages';
import { translate } from '../server/api/i18n';
const browser = sharedBrowser();
/** The demo back-end's refusal of a wrong lock-screen password: server/api/i18n.ts `passwordIncorrect`, not a console message. */
const MOCK_PASSWORD_INCORRECT_ZH = translate('zh-CN', 'passwordIncorrect');

describe('the lock screen in Chromium', () => {
  it('hides the console until the password is entered again, across a reload', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await page.goto(BASE_URL);
    await signIn(page, 'seller', 'seller');
    await waitForHash(page, '#/dashboard/workplace');
    await page.getByRole('button', { name: zh('header.userMenu') }).click();
    await page.getByRole('menuitem', { name: zh('lock.lock') }).click();
    await page.getByRole('button', { name: zh('lock.unlock') }).waitFor();
    expect(await page.getByRole('navigation', { name: zh('menu.label') }).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: zh('lock.unlock') }).waitFor();
    await journey.shot('lock-1-locked');

    await page.getByLabel(zh('lock.password')).fill('wrong');
    await page.keyboard.press('Enter');
    await page.getByText(MOCK_PASSWORD_INCORRECT_ZH).waitFor();
    await journey.shot('lock-2-wrong-password');
    await page.getByLabel(zh('lock.password')).fill('seller');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: zh('menu.label') }).waitFor();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('outpost.session') ?? '{}').locked),
    ).toBe(false);
    await journey.context.close();
  });
});
