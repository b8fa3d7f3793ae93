import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../server/api/i18n';
import { BASE_URL, type Journey, open, sharedBrowser, signIn, signOut, waitForHash } from './support/browser';
import { eitherLanguage, holding, MOCK_WRONG_CREDENTIALS_ZH, startingWith, zh } from './support/messages';
const browser = sharedBrowser();

const PERSONAL = `${BASE_URL}#/personal/personal-center`;
const AVATAR_FILE = '/tmp/personal-e2e-avatar.png';
/** The demo back-end's refusal of a wrong current password: server/api/i18n.ts `oldPasswordWrong`, not a console message. */
const MOCK_OLD_PASSWORD_WRONG_ZH = translate('zh-CN', 'oldPasswordWrong');

/** Opens the personal centre signed out, signs in on the way, and waits for the profile. */
async function openSignedIn(journey: Journey, username: string, password = username) {
  const { page } = journey;
  await page.goto(PERSONAL);
  await waitForHash(page, '#/login?redirect=/personal/personal-center');
  await signIn(page, username, password);
  await waitForHash(page, '#/personal/personal-center');
  await page.getByRole('tablist', { name: new RegExp(eitherLanguage('personal.sections')) }).waitFor();
}

/** A 400×300 PNG with something to crop, drawn by the browser itself. */
async function writeAvatarFixture(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 400, 300);
    gradient.addColorStop(0, '#1c7ed6');
    gradient.addColorStop(1, '#f59f00');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(200, 150, 80, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  writeFileSync(AVATAR_FILE, Buffer.from(dataUrl.split(',')[1], 'base64'));
}

/** Where the console fetches an uploaded avatar: the back-end's file, under the API base. */
const AVATAR_SRC = /^\/services\/api\/Authorization\/Avatar\?id=AV[0-9A-Z]+$/;

const headerAvatarSrc = (page: Page, name: RegExp) =>
  page.getByRole('button', { name }).locator('img').getAttribute('src');

describe('the personal centre in Chromium', () => {
  it('(a) edits the nickname and email; after a reload they are still there, and in the header', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await openSignedIn(journey, 'admin');
    await journey.shot('personal-a1-profile');

    const info = page.getByRole('form', { name: zh('personal.tabs.info') });
    const save = info.getByRole('button', { name: zh('personal.profile.save') });
    expect(await save.isDisabled()).toBe(true);
    await info.getByRole('textbox', { name: holding(zh('personal.nickname')) }).fill('');
    await info.getByRole('textbox', { name: holding(zh('personal.email')) }).fill('not-an-email');
    await save.click();
    await info.getByText(zh('personal.rules.nicknameLength')).waitFor();
    await info.getByText(zh('personal.rules.emailInvalid')).waitFor();
    await journey.shot('personal-a2-client-errors');

    await info.getByRole('textbox', { name: holding(zh('personal.nickname')) }).fill('Night Shift');
    await info.getByRole('textbox', { name: holding(zh('personal.email')) }).fill('night@outpost.example');
    await page.keyboard.press('Enter');
    await page.getByText(zh('personal.profile.saved')).waitFor();
    await page
      .getByRole('button', { name: zh('header.userMenu') })
      .getByText('Night Shift')
      .waitFor();
    await journey.shot('personal-a3-saved');

    await page.reload();
    await page.getByRole('cell', { name: 'night@outpost.example' }).waitFor();
    expect(await info.getByRole('textbox', { name: holding(zh('personal.nickname')) }).inputValue()).toBe(
      'Night Shift',
    );
    expect(await info.getByRole('textbox', { name: holding(zh('personal.email')) }).inputValue()).toBe(
      'night@outpost.example',
    );
    expect(await page.getByRole('button', { name: zh('header.userMenu') }).textContent()).toContain(
      'Night Shift',
    );
    await journey.shot('personal-a4-after-reload');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(b) changes the password: after signing out the old one fails and the new one works', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await openSignedIn(journey, 'test');
    await page.getByRole('tab', { name: zh('personal.tabs.password') }).click();
    const form = page.getByRole('form', { name: zh('personal.tabs.password') });
    await form.getByLabel(startingWith(zh('personal.password.old'))).fill('wrong');
    await form.getByLabel(startingWith(zh('personal.password.new'))).fill('Harbour2025');
    await form.getByLabel(startingWith(zh('personal.password.confirm'))).fill('Harbour2024');
    await page.keyboard.press('Enter');
    await form.getByText(zh('personal.rules.confirmMismatch')).waitFor();
    await form.getByLabel(startingWith(zh('personal.password.confirm'))).fill('Harbour2025');
    await page.keyboard.press('Enter');
    // the server's 422: the current password is wrong
    await form.getByText(MOCK_OLD_PASSWORD_WRONG_ZH).waitFor();
    await journey.shot('personal-b1-wrong-current');

    await form.getByLabel(startingWith(zh('personal.password.old'))).fill('test');
    await page.keyboard.press('Enter');
    await page.getByText(zh('personal.password.changed')).waitFor();
    expect(await form.getByLabel(startingWith(zh('personal.password.new'))).inputValue()).toBe('');
    await journey.shot('personal-b2-changed');

    await signOut(page);
    await signIn(page, 'test', 'test');
    await page.getByRole('alert').filter({ hasText: MOCK_WRONG_CREDENTIALS_ZH }).waitFor();
    await journey.shot('personal-b3-old-password-refused');
    await page.getByLabel(startingWith(zh('login.password'))).fill('Harbour2025');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !location.hash.startsWith('#/login'));
    await page.getByRole('button', { name: zh('header.userMenu') }).waitFor();
    await journey.shot('personal-b4-new-password-works');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(c) uploads a cropped avatar and the header shows it at once, and after a reload', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await openSignedIn(journey, 'seller');
    await writeAvatarFixture(page);
    expect(
      await page
        .getByRole('button', { name: zh('header.userMenu') })
        .locator('img')
        .count(),
    ).toBe(0);

    await page.getByRole('button', { name: zh('personal.card.changeAvatar') }).click();
    const panel = page.getByRole('tabpanel', { name: zh('personal.tabs.avatar') });
    await panel.getByLabel(zh('personal.avatar.choose')).setInputFiles(AVATAR_FILE);
    const cropArea = panel.getByRole('group', { name: holding(zh('personal.avatar.cropper')) });
    await cropArea.waitFor();
    // zoom in with the keyboard, then drag the image inside the square
    await panel.getByRole('slider', { name: zh('personal.avatar.zoom') }).focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
    const box = await cropArea.boundingBox();
    if (!box) throw new Error('the crop area has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await journey.shot('personal-c1-cropping');

    await panel.getByRole('button', { name: zh('personal.avatar.save') }).click();
    await page.getByText(zh('personal.avatar.uploaded')).waitFor();
    await page
      .getByRole('button', { name: zh('header.userMenu') })
      .locator('img')
      .waitFor();
    // a file of the back-end's, fetched by the <img> itself (no token: its id is the key)
    expect(await headerAvatarSrc(page, holding(zh('header.userMenu')))).toMatch(AVATAR_SRC);
    await journey.shot('personal-c2-uploaded');

    // the header's image is the 256-pixel square that was uploaded, once fetched and decoded
    const size = await page
      .getByRole('button', { name: zh('header.userMenu') })
      .locator('img')
      .evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      });
    expect(size).toEqual([256, 256]);

    await page.reload();
    await page
      .getByRole('button', { name: zh('header.userMenu') })
      .locator('img')
      .waitFor();
    expect(await headerAvatarSrc(page, holding(zh('header.userMenu')))).toMatch(AVATAR_SRC);
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('(d) at 375 px, in English: stacked, the camera button opens a usable cropper', async () => {
    const journey = await open(browser(), { width: 375, height: 740, locale: 'en' });
    const { page } = journey;
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await openSignedIn(journey, 'seller2');
    await writeAvatarFixture(page);
    await journey.shot('personal-d1-phone-profile');

    const card = await page.getByRole('button', { name: 'Change avatar' }).boundingBox();
    const tabs = await page.getByRole('tablist', { name: 'Personal centre sections' }).boundingBox();
    if (!card || !tabs) throw new Error('missing boxes');
    // stacked: the tabs come below the card, not beside it
    expect(tabs.y).toBeGreaterThan(card.y);

    await page.getByRole('button', { name: 'Change avatar' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Avatar' });
    await panel.getByLabel('Choose an image').setInputFiles(AVATAR_FILE);
    const cropArea = panel.getByRole('group', { name: /Crop area/ });
    await cropArea.waitFor();
    const crop = await cropArea.boundingBox();
    if (!crop) throw new Error('the crop area has no box');
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.x + crop.width).toBeLessThanOrEqual(375);
    expect(crop.width).toBeGreaterThan(150);
    await cropArea.scrollIntoViewIfNeeded();
    await journey.shot('personal-d2-phone-cropper');
    await panel.getByRole('button', { name: 'Save avatar' }).click();
    await page.getByText('Your avatar has been updated').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).locator('img').waitFor();

    await page.getByRole('tab', { name: 'Password' }).click();
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel(/^New password/).fill('Abcd1234!xyz');
    await form.getByText('Strength: strong').waitFor();
    await form.getByLabel(/^Confirm the new password/).fill('Abcd');
    await form.getByLabel(/^Current password/).focus();
    await form.getByText('The two new passwords do not match').waitFor();
    await journey.shot('personal-d3-phone-password');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });
});
