import { readdirSync, readFileSync } from 'node:fs';
import { translate } from '../../server/api/i18n';

/**
 * The console's messages as the journeys read them: tests find on-screen words through the message
 * keys of the locale files, so the words live only there (and a missing key fails the test).
 */

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

export type Lang = 'zh-CN' | 'en';
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** What a reader of `lang` sees for a console message key. */
export function messagesOf(lang: Lang): Translate {
  const dir = `src/i18n/locales/${lang}`;
  const messages = new Map(
    readdirSync(dir).flatMap((file) => flatten(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Tree)),
  );
  return (key, params = {}) => {
    const text = messages.get(key);
    if (text === undefined) throw new Error(`No ${lang} message for ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  };
}

export const zh = messagesOf('zh-CN');
export const en = messagesOf('en');

/** `text` with the characters a regular expression gives a meaning to escaped, to match it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a pattern matching the message `key` of `t` where each placeholder named in `params`
 * may be any text matching that pattern source (e.g. `{ seconds: '\\d+' }`); the rest matches literally.
 */
export function messageSource(t: Translate, key: string, params: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(params).map((name) => [name, `\u0000${name}\u0000`]));
  return Object.entries(params).reduce(
    (text, [name, pattern]) => text.split(`\u0000${name}\u0000`).join(pattern),
    escapeRegExp(t(key, marks)),
  );
}

/** A pattern matching the message `key` of `t` anywhere, its placeholders as in `messageSource`. */
export const messagePattern = (t: Translate, key: string, params: Record<string, string>) =>
  new RegExp(messageSource(t, key, params));

/** A message key in either language, as the source of a regular expression's group: `(English|Chinese)`. */
export const eitherLanguage = (key: string) => `(${escapeRegExp(en(key))}|${escapeRegExp(zh(key))})`;

/** A pattern matching a name that begins with `text` (such as a label followed by a required mark). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A pattern matching a name that holds `text` anywhere. */
export const holding = (text: string) => new RegExp(escapeRegExp(text));

/** The demo back-end's refusal of a wrong password in Chinese: server/api/i18n.ts `wrongCredentials`, not a console message. */
export const MOCK_WRONG_CREDENTIALS_ZH = translate('zh-CN', 'wrongCredentials');
