import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, sharedBrowser, waitForHash, signedIn } from './support/browser';
const browser = sharedBrowser();

const tabTitles = (page: Page) => page.getByRole('tablist').getByRole('tab').allInnerTexts();

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await page.getByRole('heading', { name: heading }).first().waitFor();
}

async function tabAction(page: Page, tab: string, action: string) {
  await page.getByRole('tab', { name: tab }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: action }).click();
}

describe('tabs in Chromium', () => {
  it('keeps typed text in a cached page, and every tab action does what it says', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/level/menu2', '菜单2');
    await page.getByRole('textbox', { name: '输入一些内容' }).fill('still here');
    await visit(page, '/level/menu1/menu1-2', '菜单1-2');
    await visit(page, '/level/menu1/menu1-1/menu1-1-1', '菜单1-1-1');
    await visit(page, '/error/404-demo', '页面不存在');
    await page.getByRole('tab', { name: '菜单2' }).click();
    await waitForHash(page, '#/level/menu2');
    expect(await page.getByRole('textbox', { name: '输入一些内容' }).inputValue()).toBe('still here');
    await journey.shot('tabs-1-cached');

    await tabAction(page, '菜单2', '重新加载');
    await page.waitForFunction(
      () => (document.querySelector('input[placeholder]') as HTMLInputElement | null)?.value === '',
    );
    await tabAction(page, '菜单1-1-1', '关闭左侧标签页');
    expect(await tabTitles(page)).toEqual(['工作台', '菜单1-1-1', '页面不存在']);
    await tabAction(page, '菜单1-1-1', '关闭右侧标签页');
    expect(await tabTitles(page)).toEqual(['工作台', '菜单1-1-1']);
    await visit(page, '/level/menu2', '菜单2');
    await tabAction(page, '菜单2', '关闭其他标签页');
    expect(await tabTitles(page)).toEqual(['工作台', '菜单2']);
    await tabAction(page, '菜单2', '关闭标签页');
    await waitForHash(page, '#/dashboard/workplace');
    await visit(page, '/level/menu2', '菜单2');
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部标签页' }).click();
    await waitForHash(page, '#/dashboard/workplace');
    expect(await tabTitles(page)).toEqual(['工作台']);
    await journey.shot('tabs-2-after-close-all');
    expect(journey.errors).toEqual([]);
    await journey.context.close();
  });

  it('Ctrl+K finds a page by its title', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.keyboard.press('Control+K');
    await page.getByPlaceholder('搜索页面…').fill('菜单1-2');
    await journey.shot('tabs-3-search');
    await page.keyboard.press('Enter');
    await waitForHash(page, '#/level/menu1/menu1-2');
    await journey.context.close();
  });

  it('signing out in one browser tab signs out the other', async () => {
    const journey = await open(browser());
    const { page, context } = journey;
    await signedIn(journey);
    const other = await context.newPage();
    await other.goto(`${BASE_URL}#/level/menu2`);
    await other.getByRole('heading', { name: '菜单2' }).waitFor();
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await waitForHash(page, '#/login');
    await waitForHash(other, '#/login');
    await other.getByRole('heading', { name: '登录' }).waitFor();
    await other.screenshot({ path: 'e2e/artifacts/tabs-4-other-tab-signed-out.png' });
    await context.close();
  });
});
