import { FormatSimple, Tolgee } from '@tolgee/react';
import type { Locale } from '@machines/types';
import { loadMessages } from './load-messages';

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

/** Each language's messages are a separate chunk, fetched only when that language is chosen. */
export const createTolgee = (language: Locale) =>
  Tolgee()
    .use(FormatSimple())
    .init({
      language,
      defaultLanguage: DEFAULT_LOCALE,
      availableLanguages: LOCALES,
      staticData: {
        'zh-CN': () => loadMessages('zh-CN'),
        en: () => loadMessages('en'),
      },
    });

export type AppTolgee = ReturnType<typeof createTolgee>;

/** Seed §1: the choice is stored under `lang` and set on the html element. */
export const applyLocale = (language: Locale) => {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the choice still applies to this page
  }
  document.documentElement.lang = language;
};
