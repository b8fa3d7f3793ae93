import { mergeTrees } from '@/i18n/load-messages';

type Tree = Parameters<typeof mergeTrees>[0][number];

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const load = (files: Record<string, Tree>) => flatten(mergeTrees(Object.values(files)));
const messages = {
  'zh-CN': load(import.meta.glob<Tree>('../i18n/locales/zh-CN/*.json', { eager: true, import: 'default' })),
  en: load(import.meta.glob<Tree>('../i18n/locales/en/*.json', { eager: true, import: 'default' })),
};

function lookup(language: 'zh-CN' | 'en', key: string, params: Record<string, string | number> = {}): string {
  const text = messages[language][key];
  if (text === undefined) throw new Error(`No ${language} message for "${key}"`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/**
 * What a reader of each language sees for a message key: tests assert the text on screen through the
 * keys, so the words live only in the locale files (and a missing key fails the test).
 */
export const zh = (key: string, params?: Record<string, string | number>) => lookup('zh-CN', key, params);
export const en = (key: string, params?: Record<string, string | number>) => lookup('en', key, params);

/** A message as a pattern (for accessible names that carry more, such as a required-field mark). */
export const zhPattern = (key: string, anchored = false) =>
  new RegExp(`${anchored ? '^' : ''}${zh(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
