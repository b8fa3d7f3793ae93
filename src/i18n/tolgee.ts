import { FormatSimple, TolgeeCore, type TolgeeInstance } from '@tolgee/react';
import type { Locale } from '@machines/types';
import { loadMessages, type MessageScope } from './load-messages';

export const LANG_STORAGE_KEY = 'lang';
export const LOCALES: Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The stored language (seed §1: local storage key `lang`), else the default. */
export const storedLocale = (): Locale => {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

/** Instances whose console messages were asked for: their language loads fetch every area. */
const consoleScoped = new WeakSet<TolgeeInstance>();
const consoleLoads = new WeakMap<TolgeeInstance, Promise<void>>();

/**
 * Each language's messages are separate chunks, fetched only when that language is chosen; until
 * someone enters the console, only those of the pages outside it (see `loadMessages`).
 */
// TolgeeCore, not Tolgee: the web build adds a browser-extension handshake (postMessage and timers)
// for Tolgee's hosted editor, which this console does not use.
export const createTolgee = (language: Locale) => {
  const scope = (): MessageScope => (consoleScoped.has(tolgee) ? 'console' : 'entry');
  const tolgee = TolgeeCore()
    .use(FormatSimple())
    .init({
      language,
      defaultLanguage: DEFAULT_LOCALE,
      availableLanguages: LOCALES,
      staticData: {
        'zh-CN': () => loadMessages('zh-CN', scope()),
        en: () => loadMessages('en', scope()),
      },
    });
  return tolgee;
};

export type AppTolgee = ReturnType<typeof createTolgee>;

/**
 * Loads every area's messages into the languages already loaded (once per instance); a language
 * chosen later loads them all by itself. The console waits for this before its first render.
 */
export function loadConsoleMessages(tolgee: TolgeeInstance): Promise<void> {
  let pending = consoleLoads.get(tolgee);
  if (!pending) {
    consoleScoped.add(tolgee);
    const loaded = LOCALES.filter((language) => tolgee.getRecord({ language, namespace: '' }));
    const loading: Promise<void> & { status?: string; value?: undefined } = Promise.all(
      loaded.map(async (language) =>
        tolgee.addStaticData({ [language]: await loadMessages(language, 'console') }),
      ),
    ).then(() => {
      // marked as React's `use` reads a settled promise: a render after the load (the console's
      // first, once signing in loaded them) goes on at once instead of suspending (lazy-view.ts)
      loading.status = 'fulfilled';
      loading.value = undefined;
    });
    pending = loading;
    consoleLoads.set(tolgee, pending);
  }
  return pending;
}

/** Seed §1: the choice is stored under `lang` and set on the html element. */
export const applyLocale = (language: Locale) => {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this page
  }
  document.documentElement.lang = language;
};
