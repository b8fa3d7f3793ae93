import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL,
  open,
  sharedBrowser,
  signedIn,
  signIn,
  transitionsEnded,
  waitForHash,
  type Journey,
} from './support/browser';
import { messageSource, zh } from './support/messages';

const browser = sharedBrowser();
const SETTLED = { timeout: 15000 };

// string literals each library ships and nothing else in the console does
const TIPTAP = 'ProseMirror-hideselection';
const CODEMIRROR = 'cm-lineNumbers';

async function visit(page: Page, path: string) {
  await page.goto(`${BASE_URL}#${path}`);
  await waitForHash(page, `#${path}`);
}

/**
 * The text of every script the page has loaded so far, each fetched once and one at a time: asking for
 * all of them again at every step, at once, once made the preview server drop connections.
 */
async function bodiesOf(page: Page, scripts: string[], fetched: Map<string, string>) {
  for (const url of new Set(scripts)) {
    if (!fetched.has(url)) fetched.set(url, await (await page.request.get(url)).text());
  }
  return [...fetched.values()];
}

async function box(page: Page, selector: string) {
  const rect = await page.locator(selector).boundingBox();
  if (!rect) throw new Error(`${selector} is not on screen`);
  return rect;
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 });
  await page.mouse.up();
}

function finish(journey: Journey) {
  expect(journey.errors).toEqual([]);
  return journey.context.close();
}

describe('the rich components in Chromium', () => {
  it('keeps tiptap and CodeMirror off the sign-in page and the dashboards', async () => {
    const journey = await open(browser());
    const { page } = journey;
    const scripts: string[] = [];
    const fetched = new Map<string, string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(BASE_URL);
    await page.getByRole('heading', { name: zh('login.title') }).waitFor();
    await page.waitForLoadState('networkidle');
    const signInBodies = await bodiesOf(page, scripts, fetched);
    expect(signInBodies.length).toBeGreaterThan(0);
    expect(signInBodies.filter((body) => body.includes(TIPTAP) || body.includes(CODEMIRROR))).toEqual([]);

    await signIn(page, 'admin', 'admin');
    await waitForHash(page, '#/dashboard/workplace');
    await visit(page, '/dashboard/analysis');
    await page.locator('[role="img"]:visible svg').first().waitFor(SETTLED);
    const dashboardBodies = await bodiesOf(page, scripts, fetched);
    expect(dashboardBodies.filter((body) => body.includes(TIPTAP) || body.includes(CODEMIRROR))).toEqual([]);

    await visit(page, '/components/editor');
    await page.locator('.ProseMirror').waitFor();
    await visit(page, '/components/code-editor');
    await page.locator('.cm-editor').waitFor();
    const demoBodies = await bodiesOf(page, scripts, fetched);
    expect(demoBodies.some((body) => body.includes(TIPTAP))).toBe(true);
    expect(demoBodies.some((body) => body.includes(CODEMIRROR))).toBe(true);
    await finish(journey);
  });

  it('shows the HTML of what is typed in the rich text editor', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/editor');
    const content = page.getByRole('textbox', { name: zh('rich.editor.label') });
    await content.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Hello Outpost');
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: zh('rich.editor.controls.bold') }).click();
    const html = page.getByTestId('editor-html');
    await expect.poll(() => html.textContent()).toBe('<p><strong>Hello Outpost</strong></p>');
    await page.getByRole('button', { name: zh('rich.editor.controls.h2') }).click();
    // tiptap keeps a paragraph after a closing heading, to type on into
    await expect.poll(() => html.textContent()).toBe('<h2><strong>Hello Outpost</strong></h2><p></p>');
    expect(await page.getByTestId('editor-count').textContent()).toContain(
      zh('rich.editor.count', { count: 13 }),
    );
    await journey.shot('rich-editor');
    await finish(journey);
  });

  it('names the line and column of broken JSON, and formats it once mended', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/json-editor');
    const editor = page.getByRole('textbox', { name: 'JSON' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('x');
    const alert = page.getByRole('alert').filter({
      hasText: zh('rich.jsonEditor.errorAt', {
        line: 29,
        column: 2,
        problem: zh('rich.jsonEditor.errors.extraContent'),
      }),
    });
    await alert.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: zh('rich.jsonEditor.invalid') })
      .waitFor();
    expect(await page.getByRole('button', { name: zh('rich.jsonEditor.format') }).isDisabled()).toBe(true);
    await page.locator('.cm-lintRange-error').waitFor();
    await journey.shot('rich-json-error');

    await page.keyboard.press('Backspace');
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: zh('rich.jsonEditor.minify') }).click();
    await expect.poll(() => editor.textContent()).toMatch(/^\{"orderNo":"IB-2026-000128",/);
    await page.getByRole('button', { name: zh('rich.jsonEditor.format') }).click();
    await page.getByText(zh('rich.jsonEditor.tree'), { exact: true }).click();
    await page.getByText('"LAX-1"').waitFor();
    await journey.shot('rich-json-tree');
    await finish(journey);
  });

  it('zooms and turns a picture in the image viewer with the keyboard', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/image-viewer');
    await page
      .getByRole('button', { name: zh('rich.imageViewerDemo.open', { name: zh('rich.images.warehouse') }) })
      .click();
    const viewer = page.getByRole('dialog', { name: zh('rich.imageViewer.title') });
    await viewer.waitFor();
    const image = viewer.getByTestId('viewer-image');
    expect(await image.getAttribute('alt')).toBe(zh('rich.images.warehouse'));
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('2 / 6').waitFor();
    expect(await image.getAttribute('alt')).toBe(zh('rich.images.truck'));
    // measured at rest: the picture loaded and the viewer's opening over
    await image.evaluate((node: HTMLImageElement) => node.decode().catch(() => undefined));
    await transitionsEnded(viewer);
    const before = await image.boundingBox();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await page.keyboard.press('r');
    await viewer
      .getByRole('status', { name: zh('rich.imageViewer.zoomLevel') })
      .filter({ hasText: '156%' })
      .waitFor();
    expect(await image.getAttribute('data-rotation')).toBe('90');
    await transitionsEnded(image); // the transform's transition
    const after = await image.boundingBox();
    // turned a quarter, so compare areas: 1.5625² ≈ 2.4 times larger
    expect(before && after && after.width * after.height > before.width * before.height * 2).toBe(true);
    await journey.shot('rich-image-viewer');
    await page.keyboard.press('0');
    await expect.poll(() => image.getAttribute('data-scale')).toBe('1');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await page.getByText(zh('rich.imageViewerDemo.lastSeen', { name: zh('rich.images.truck') })).waitFor();
    await finish(journey);
  });

  it('drags, resizes and maximises the dialog, and closes it with Esc', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/dialog');
    await page.getByRole('button', { name: zh('rich.dialogDemo.open.free') }).click();
    const dialog = '[role="dialog"]';
    await page.locator(dialog).waitFor();
    await transitionsEnded(page.locator(dialog)); // the opening transition
    const start = await box(page, dialog);
    const header = await box(page, `${dialog} header`);
    await drag(page, { x: header.x + 40, y: header.y + header.height / 2 }, { x: -120, y: 60 });
    const moved = await box(page, dialog);
    expect(Math.round(moved.x - start.x)).toBe(-120);
    expect(Math.round(moved.y - start.y)).toBe(60);

    const handle = await box(page, `${dialog} button[aria-label^="${zh('rich.dialog.resize')}"]`);
    await drag(page, { x: handle.x + 9, y: handle.y + 9 }, { x: 100, y: 80 });
    const resized = await box(page, dialog);
    expect(Math.round(resized.width - moved.width)).toBe(100);
    expect(Math.round(resized.height - moved.height)).toBe(80);
    expect(Math.round(resized.x)).toBe(Math.round(moved.x));
    await journey.shot('rich-dialog-moved');

    await page.getByRole('button', { name: zh('rich.dialog.fullScreen') }).click();
    const full = await box(page, dialog);
    expect([Math.round(full.x), Math.round(full.y), Math.round(full.width), Math.round(full.height)]).toEqual(
      [0, 0, 1366, 860],
    );
    await journey.shot('rich-dialog-full-screen');
    await page.keyboard.press('Escape');
    await page.locator(dialog).waitFor({ state: 'detached' });
    await finish(journey);
  });

  it('plays the sample video and shows a failing source plainly', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/video-player');
    const time = page.getByTestId('video-time');
    await expect.poll(() => time.textContent(), SETTLED).toBe('0:00 / 0:08');
    const player = page.getByRole('group', { name: zh('rich.videoPlayerDemo.playerTitle') });
    await player.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: zh('rich.videoPlayer.pause') }).waitFor();
    await expect.poll(() => time.textContent(), SETTLED).not.toBe('0:00 / 0:08');
    await page.keyboard.press('Space');
    await page
      .getByRole('button', { name: zh('rich.videoPlayer.play'), exact: true })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => time.textContent(), SETTLED).toMatch(/^0:0[5-8] \/ 0:08$/);
    await journey.shot('rich-video');
    await page.getByText(zh('rich.videoPlayerDemo.sources.broken'), { exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: zh('rich.videoPlayer.failed') })
      .waitFor();
    await journey.shot('rich-video-failed');
    await finish(journey);
  });

  it('draws the charts demo with nivo', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await visit(page, '/components/echart');
    await page.getByText(zh('analysis.userAccessSource')).waitFor(SETTLED);
    await expect
      .poll(() => page.locator('.mantine-Card-root [role="img"]:visible svg').count(), SETTLED)
      .toBe(4);
    await journey.shot('rich-echart');
    await finish(journey);
  });

  it('follows dark mode in the code editor and the dialog', async () => {
    const journey = await open(browser());
    const { page } = journey;
    await signedIn(journey);
    await page.getByRole('button', { name: zh('settings.title') }).click();
    await page.getByRole('switch', { name: zh('settings.darkMode') }).click();
    await page.keyboard.press('Escape');
    await visit(page, '/components/code-editor');
    const editor = page.locator('.cm-editor:visible');
    await editor.waitFor();
    const background = await editor.evaluate((node) => getComputedStyle(node).backgroundColor);
    const channels = background.match(/\d+/g)?.slice(0, 3).map(Number) ?? [255, 255, 255];
    expect(Math.max(...channels)).toBeLessThan(80);
    await page.getByText('CSS', { exact: true }).click();
    await page.locator('.cm-content:visible').filter({ hasText: 'grid-template-columns' }).waitFor();
    await journey.shot('rich-code-editor-dark');
    await visit(page, '/components/dialog');
    await page.getByRole('button', { name: zh('rich.dialogDemo.open.form') }).click();
    await page.getByRole('button', { name: zh('rich.dialogDemo.form.save') }).click();
    await page.getByText(zh('rich.dialogDemo.form.nameRequired')).waitFor();
    await journey.shot('rich-dialog-form-dark');
    await finish(journey);
  });

  it('fits a phone: the editor, the viewer and the table preview', async () => {
    const journey = await open(browser(), { width: 375, height: 812 });
    const { page } = journey;
    await signedIn(journey);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await visit(page, '/components/editor');
    await page.locator('.ProseMirror').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await journey.shot('rich-editor-375');
    await visit(page, '/components/table-image-preview');
    const pictures = page.getByRole('button', {
      name: new RegExp(`^${messageSource(zh, 'rich.tablePreview.viewImage', { title: '.*' })}$`),
    });
    await pictures.first().waitFor(SETTLED);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await journey.shot('rich-table-image-375');
    await pictures.nth(1).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText('2 / 10').waitFor();
    await viewer.getByRole('button', { name: zh('rich.imageViewer.zoomIn') }).click();
    await viewer.getByRole('button', { name: zh('rich.imageViewer.rotateRight') }).click();
    await viewer.getByRole('status').filter({ hasText: '125%' }).waitFor();
    await journey.shot('rich-viewer-375');
    await finish(journey);
  });
});
