import { describe, expect, it } from 'vitest';
import { en, zh } from '@/test/messages';
import { loadMessages } from './load-messages';
import { createTolgee, loadConsoleMessages } from './tolgee';

// a key of the sign-in page (access area) and one only the console uses (a demo area)
const SIGN_IN_KEY = 'login.title';
const CONSOLE_KEY = 'router.analysis';

describe('message scopes', () => {
  it('loads only the areas of the pages outside the console for the sign-in page', async () => {
    const entry = await loadMessages('en', 'entry');
    const all = await loadMessages('en', 'console');
    expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(['login', 'access']));
    expect(JSON.stringify(entry).length).toBeLessThan(JSON.stringify(all).length / 3);
  });

  it('adds every area to the loaded language when the console opens, and to a language chosen later', async () => {
    const tolgee = createTolgee('zh-CN');
    await tolgee.run();
    expect(tolgee.t(SIGN_IN_KEY)).toBe(zh(SIGN_IN_KEY));
    expect(tolgee.t(CONSOLE_KEY)).toBe(CONSOLE_KEY);

    await loadConsoleMessages(tolgee);
    expect(tolgee.t(CONSOLE_KEY)).toBe(zh(CONSOLE_KEY));

    await tolgee.changeLanguage('en');
    expect(tolgee.t(CONSOLE_KEY)).toBe(en(CONSOLE_KEY));
    tolgee.stop();
  });

  it('reloads a language that was chosen on the sign-in page before the console opened', async () => {
    const tolgee = createTolgee('zh-CN');
    await tolgee.run();
    await tolgee.changeLanguage('en');
    await tolgee.changeLanguage('zh-CN');
    await loadConsoleMessages(tolgee);
    await tolgee.changeLanguage('en');
    expect(tolgee.t(CONSOLE_KEY)).toBe(en(CONSOLE_KEY));
    tolgee.stop();
  });
});
