import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRERENDER_SLOT, withPrerender } from './vite-prerender';

const BUILT = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'" />
    <title>Outpost</title>
    <script type="module" crossorigin src="/admin/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/react.js">
    <link rel="modulepreload" crossorigin href="/admin/assets/app.js">
    <link rel="stylesheet" crossorigin href="/admin/assets/ui.css">
  </head>
  <body>
    <div id="root">
      ${PRERENDER_SLOT}
      <div class="boot-loader"></div>
    </div>
  </body>
</html>`;

const SESSION = '{"token":"","rememberMe":true}';
const capture = {
  markup: '<div class="page"><form><button type="submit">登录</button></form></div>',
  storage: { lang: 'zh-CN', 'outpost.session': SESSION, 'outpost.settings': null },
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  stylesheets: ['/admin/assets/AuthShell.css'],
};

const page = withPrerender(BUILT, capture);
const script = /<script>([^<]*)<\/script>/.exec(page)![1];

/**
 * Runs the page's inline script against a visitor's storage and address; answers what it decided,
 * and what it had loaded before and after the page's first contentful paint.
 */
function visit(stored: Record<string, string>, hash: string) {
  const attributes: Record<string, string> = {};
  const listeners: string[] = [];
  const loaded: string[] = [];
  type PaintList = { getEntriesByName(name: string): unknown[] };
  const observers: Array<(list: PaintList, observer: { disconnect(): void }) => void> = [];
  const tasks: Array<() => void> = [];
  const run = new Function(
    'localStorage',
    'location',
    'document',
    'window',
    'PerformanceObserver',
    'setTimeout',
    script,
  );
  run(
    { getItem: (key: string) => stored[key] ?? null },
    { hash },
    {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      addEventListener: (type: string) => listeners.push(type),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; rel?: string; type?: string; href?: string; src?: string }) =>
          loaded.push(`${element.rel ?? element.type} ${element.href ?? element.src}`),
      },
    },
    {},
    class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
    (callback: () => void, delay: number) => (delay === 0 ? tasks.push(callback) : undefined),
  );
  const before = [...loaded];
  // the drawn page's first contentful paint, then the tasks queued on it
  const painted = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) };
  for (const observer of observers) observer(painted, { disconnect() {} });
  for (const task of tasks.splice(0)) task();
  return { attributes, listeners, before, after: loaded };
}

const ENTRY = [
  'modulepreload /admin/assets/react.js',
  'modulepreload /admin/assets/app.js',
  'module /admin/assets/index.js',
];

describe('the sign-in page drawn into index.html', () => {
  it('moves the console’s entry and preloads from the HTML into the script that starts them', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload" crossorigin');
  });

  it('puts the page in #root, before the boot loader, and its view’s stylesheet after the build’s', () => {
    expect(page).toContain(`<div data-prerendered>${capture.markup}</div>`);
    expect(page).not.toContain(PRERENDER_SLOT);
    expect(page.indexOf('AuthShell.css')).toBeGreaterThan(page.indexOf('ui.css'));
    expect(page.indexOf('AuthShell.css')).toBeLessThan(page.indexOf('</head>'));
  });

  it('allows its inline script, and only it, by the script’s hash', () => {
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('keeps the page for a first visit and for a visitor whose storage matches, at the sign-in addresses', () => {
    for (const hash of ['', '#/', '#/login', '#/login?redirect=%2Foutbound%2Flist']) {
      expect(visit({}, hash)).toEqual({
        attributes: { 'data-mantine-color-scheme': 'light' },
        listeners: ['pointerdown', 'pointerup', 'pointercancel', 'submit'],
        // the console's code starts once the drawn page's text has painted
        before: [],
        after: ENTRY,
      });
    }
    expect(visit({ lang: 'zh-CN', 'outpost.session': SESSION }, '#/login').listeners).toContain('submit');
  });

  it('turns it off for English, a session, other settings, or another page', () => {
    // the boot loader, and the console's code at once
    const off = { attributes: { 'data-prerender': 'off' }, listeners: [], before: ENTRY, after: ENTRY };
    expect(visit({ lang: 'en' }, '#/login')).toEqual(off);
    expect(visit({ 'outpost.session': '{"token":"abc"}' }, '#/login')).toEqual(off);
    expect(visit({ 'outpost.settings': '{"isDark":true}' }, '#/login')).toEqual(off);
    expect(visit({}, '#/register')).toEqual(off);
  });

  it('writes no `<` of the stored values into the script, where it could end it', () => {
    const hostile = withPrerender(BUILT, {
      ...capture,
      storage: { 'outpost.session': '</script><script>alert(1)</script>' },
    });
    expect(/<script>([^<]*)<\/script>/.exec(hostile)![1]).toContain('\\u003c/script>');
  });
});
