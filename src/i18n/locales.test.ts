import { describe, expect, it } from 'vitest';
import { loadMessages, mergeTrees } from './load-messages';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('have the same keys in both languages', async () => {
    const en = flatten(await loadMessages('en'));
    const zh = flatten(await loadMessages('zh-CN'));
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', async () => {
    const en = flatten(await loadMessages('en'));
    const zh = flatten(await loadMessages('zh-CN'));
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(zh[key]?.trim(), key).not.toBe('');
      expect(params(zh[key] ?? ''), key).toEqual(params(text));
    }
  });

  it('name no placeholder as one of the options t() takes', async () => {
    // t(key, { language: … }) translates into the language named, not fills {language}: the code
    // editor's name was read out as its key (#18)
    const options = ['ns', 'noWrap', 'orEmpty', 'language', 'defaultValue', 'params', 'key'];
    const en = flatten(await loadMessages('en'));
    for (const [key, text] of Object.entries(en)) {
      const names = [...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]);
      expect(
        names.filter((name) => options.includes(name)),
        key,
      ).toEqual([]);
    }
  });

  it('refuse a key defined by two area files', () => {
    expect(() => mergeTrees([{ a: { b: 'x' } }, { a: { b: 'y' } }])).toThrow(/defined in two area files/);
    expect(mergeTrees([{ a: { b: 'x' } }, { a: { c: 'y' } }])).toEqual({ a: { b: 'x', c: 'y' } });
  });
});
