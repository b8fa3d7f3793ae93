import type { Locale } from '@machines/types';
import { ENTRY_AREAS } from './entry-areas';

type Tree = { [key: string]: string | Tree };
type Loader = () => Promise<{ default: Tree }>;

/**
 * Messages live in one file per area and language (`locales/<lang>/<area>.json`), so areas can grow
 * without touching each other's files. Each language is its own set of chunks, fetched only when
 * that language is chosen; the area files are merged into one tree for Tolgee.
 *
 * Two scopes: the pages outside the console (sign-in, registration, password reset, error pages)
 * need only the `ENTRY_AREAS`; the console loads every area once someone enters it. That keeps the
 * sign-in page's download independent of how many business and demo areas the console grows.
 */
const files: Record<Locale, Record<string, Loader>> = {
  'zh-CN': import.meta.glob<{ default: Tree }>('./locales/zh-CN/*.json'),
  en: import.meta.glob<{ default: Tree }>('./locales/en/*.json'),
};

export function mergeTrees(trees: Tree[]): Tree {
  const merged: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      if (typeof value === 'object' && typeof existing === 'object')
        merged[key] = mergeTrees([existing, value]);
      else if (existing !== undefined)
        throw new Error(`Translation key "${key}" is defined in two area files`);
      else merged[key] = value;
    }
  }
  return merged;
}

export type MessageScope = 'entry' | 'console';

const areaOf = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');

export async function loadMessages(locale: Locale, scope: MessageScope = 'console'): Promise<Tree> {
  const loaders = Object.entries(files[locale])
    .filter(([path]) => scope === 'console' || ENTRY_AREAS.includes(areaOf(path)))
    .map(([, load]) => load());
  const modules = await Promise.all(loaders);
  return mergeTrees(modules.map((module) => module.default));
}
