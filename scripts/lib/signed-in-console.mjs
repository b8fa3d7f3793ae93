// The measuring scripts' shared start: the production build served under /admin/, Chromium, and the
// console signed in as admin in English, at the dashboard.
import { launchChromium, serveBuild } from './preview-and-chromium.mjs';

/**
 * Serves `dist` on `port`, opens it in Chromium (1440 × 900) and signs in. `initScripts` run in the
 * page before the console does (a hook to install, storage to set). `close()` ends both.
 */
export async function signedInConsole({ dist, port, initScripts = [] }) {
  const server = await serveBuild(dist, port);
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'en',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.addInitScript(() => globalThis.localStorage.setItem('lang', 'en'));
    for (const [script, arg] of initScripts) await page.addInitScript(script, arg);
    await page.goto(`http://127.0.0.1:${port}/admin/`);
    await page.getByRole('textbox', { name: /username/i }).fill('admin');
    await page.getByLabel(/^password/i).fill('admin');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForFunction(() => globalThis.location.hash.startsWith('#/dashboard'), null, {
      timeout: 120000,
    });
    return { browser, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens `path` (a hash route) and waits until its first table shows row `rows`. */
export async function openList(page, path, rows) {
  await page.evaluate((hash) => (globalThis.location.hash = hash), path);
  const table = page.getByRole('table').first();
  await table.getByRole('row').nth(rows).waitFor({ timeout: 120000 });
  return table;
}
