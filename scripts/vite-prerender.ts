import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The sign-in page drawn into the built index.html (issue #18): a first visit shows the form as soon
 * as the HTML and the stylesheets are in, instead of after the page's JavaScript (React, Mantine,
 * XState, Tolgee: some 150 KiB gzipped) has been fetched, evaluated and rendered. On a phone that was
 * most of the time to the first paint (Lighthouse mobile: FCP 2.4 s, 84 % of it render delay).
 *
 * How the page is drawn: once the bundle is written, the build serves it, opens its sign-in page in
 * headless Chromium (the one the journeys use) and keeps what React rendered into #root, so the
 * markup is the page's own, never a copy kept by hand. What the browser stored on that visit (the
 * language, the layout settings, a signed-out session) is kept beside it: the page is only right
 * for a visitor whose storage says the same.
 *
 * In the page:
 * - an inline script in <head> (allowed by its hash in the Content-Security-Policy) runs before the
 *   first paint. For a visitor whose stored language, settings or session differ (signed in, English,
 *   dark, another colour), or at another address than the sign-in page's, it turns the drawn page off
 *   and the boot loader shows, as before. Otherwise it keeps a submit from leaving the page and notes
 *   it (`__outpostEarlySubmit`), and notes a press held down (`__outpostPressed`). It also starts the console's code (the entry and its preloads move
 *   from the HTML into it): at once without the drawn page, after its first paint with it;
 * - the console renders over it when its code is in (src/main.tsx); the sign-in form takes what was
 *   typed in the drawn one, its focus and a submit asked for meanwhile (src/views/Login/early-sign-in.ts).
 *
 * No Chromium (a machine that has not installed it): the build warns and the page keeps the boot
 * loader; `npm run size` fails such a build, so CI cannot ship one without noticing.
 */

/** Where index.html takes the drawn page: inside #root, before the boot loader. */
export const PRERENDER_SLOT = '<!--outpost:prerender-->';
/** The attribute marking the drawn page's wrapper (CSS in index.html, main.tsx, early-sign-in.ts). */
const WRAPPER = 'data-prerendered';
/** The storage keys whose values decide the sign-in page's look. */
const STORAGE_KEYS = ['lang', 'outpost.settings', 'outpost.session'];

interface Capture {
  markup: string;
  /** the stored values the page was drawn with (null: none stored) */
  storage: Record<string, string | null>;
  /** what the console set on <html> for that page: its colour scheme */
  htmlAttributes: Record<string, string>;
  /** the stylesheets the page's code brought in (its view's CSS modules), to link from the start */
  stylesheets: string[];
}

export function prerenderSignIn(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'outpost:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async closeBundle() {
      const file = join(outDir, 'index.html');
      if (!existsSync(file)) return;
      const html = readFileSync(file, 'utf8');
      // the console's page only: Storybook's build goes through this config too
      if (!html.includes(PRERENDER_SLOT)) return;
      let capture: Capture;
      try {
        capture = await captureSignIn(outDir, base);
      } catch (error) {
        this.warn(`the sign-in page is not drawn into index.html: ${(error as Error).message}`);
        return;
      }
      writeFileSync(file, withPrerender(html, capture));
    },
  };
}

/** The console's entry and the modules it preloads, as Vite wrote them into index.html. */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

interface Entry {
  script: string;
  preloads: string[];
}

/**
 * The inline script that decides, before the first paint, whether the drawn page is right, and
 * starts the console's code: at once for a visitor who gets the boot loader, after the drawn page's
 * first paint for one who gets it (the drawn form takes input meanwhile, and the JavaScript no longer
 * competes with the stylesheets for a slow line: the page paints when its HTML and CSS are in).
 */
function decisionScript({ storage, htmlAttributes }: Capture, entry: Entry): string {
  // JSON inside <script>: no `<` that could end it
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '(function(){',
    `var keep=${json(storage)},d=document.documentElement,ok=true,m=${json(entry.preloads)};`,
    'function boot(){if(boot.done)return;boot.done=true;',
    "m.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});",
    `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=${json(entry.script)};document.head.appendChild(e)}`,
    'try{for(var k in keep){var v=localStorage.getItem(k);if(v!==null&&v!==keep[k])ok=false}',
    "var p=location.hash.replace(/^#/,'').split('?')[0];if(p!==''&&p!=='/'&&p!=='/login')ok=false}",
    'catch(e){ok=false}',
    "if(!ok){d.setAttribute('data-prerender','off');boot();return}",
    // once the drawn page's text has painted (the first frame may come before it: a font on its
    // way); a browser without paint timing, or a tab opened in the background (no paint), by a timer
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){',
    "o.disconnect();setTimeout(boot,0)}}).observe({type:'paint',buffered:true})}catch(e){}",
    'setTimeout(boot,1000);',
    `var a=${json(htmlAttributes)};for(var n in a)d.setAttribute(n,a[n]);`,
    // a press held on the drawn page: the console waits for its release before replacing the page
    "['pointerdown','pointerup','pointercancel'].forEach(function(t){document.addEventListener(t,function(){window.__outpostPressed=t==='pointerdown'},true)});",
    `document.addEventListener('submit',function(e){if(e.target.closest('[${WRAPPER}]')){`,
    'e.preventDefault();window.__outpostEarlySubmit=true}},true)',
    '})();',
  ].join('');
}

/** index.html with the drawn page in its slot, the deciding script, and that script's CSP hash. */
export function withPrerender(built: string, capture: Capture): string {
  const script = ENTRY.exec(built)?.[1];
  if (!script) throw new Error('index.html has no module entry to start');
  const entry = { script, preloads: [...built.matchAll(PRELOAD)].map((found) => found[1]) };
  // the inline script starts them
  const html = built.replace(ENTRY, '').replace(PRELOAD, '');
  const decision = decisionScript(capture, entry);
  const hash = `'sha256-${createHash('sha256').update(decision).digest('base64')}'`;
  return (
    html
      .replace(/(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/, `$1 ${hash}`)
      .replace('</title>', `</title>\n    <script>${decision}</script>`)
      // after the build's own stylesheets, where the console's loader would have put them
      .replace(
        '</head>',
        [
          ...capture.stylesheets.map((href) => `  <link rel="stylesheet" crossorigin href="${href}">`),
          '</head>',
        ].join('\n  '),
      )
      .replace(PRERENDER_SLOT, `<div ${WRAPPER}>${capture.markup}</div>`)
  );
}

/** Serves `outDir` under `base`, opens its sign-in page in Chromium and keeps what it drew. */
async function captureSignIn(outDir: string, base: string): Promise<Capture> {
  const { chromium } = await import('playwright-core');
  // Chromium first: a machine without it must not be left with a server that keeps the build alive
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let server: Server | undefined;
  try {
    server = await serveStatic(outDir, base);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${base}#/login`);
    await page.locator('form button[type="submit"]').waitFor({ timeout: 30000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      ({ keys, initialHtml }) => {
        const root = document.getElementById('root')!;
        // a segmented control's pill is measured in pixels at this width: sized relatively instead,
        // so that it fits at any width until the console draws it anew
        for (const pill of root.querySelectorAll<HTMLElement>('.mantine-SegmentedControl-indicator')) {
          const control = pill.parentElement!;
          const segments = control.querySelectorAll('.mantine-SegmentedControl-control').length;
          const active = [...control.querySelectorAll('.mantine-SegmentedControl-control')].findIndex(
            (segment) => segment.querySelector('[data-active]') ?? segment.hasAttribute('data-active'),
          );
          if (segments === 0 || active !== 0) continue;
          pill.style.transform = 'translate(4px, 4px)';
          pill.style.width = `calc((100% - 8px) / ${segments})`;
          pill.style.height = 'calc(100% - 8px)';
        }
        const storage: Record<string, string | null> = {};
        for (const key of keys) storage[key] = localStorage.getItem(key);
        const htmlAttributes: Record<string, string> = {};
        for (const { name, value } of document.documentElement.attributes)
          if (name !== 'lang') htmlAttributes[name] = value;
        const linked = (html: string) =>
          [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((found) => found[1]);
        const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          // the build's own address for it (the console's loader writes the capture server's)
          .map((link) => new URL(link.href).pathname)
          .filter((href) => !linked(initialHtml).includes(href));
        return { markup: root.innerHTML, storage, htmlAttributes, stylesheets };
      },
      { keys: STORAGE_KEYS, initialHtml: readFileSync(join(outDir, 'index.html'), 'utf8') },
    );
  } finally {
    await browser.close();
    const serving = server;
    if (serving) await new Promise((done) => serving.close(done));
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** `outDir` over HTTP on a free local port, under `base` (what `vite preview` does, without Vite). */
function serveStatic(outDir: string, base: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const inside = pathname.startsWith(base) ? pathname.slice(base.length) : '';
    const file = normalize(join(outDir, inside || 'index.html'));
    if (!file.startsWith(outDir) || !existsSync(file) || !extname(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}
