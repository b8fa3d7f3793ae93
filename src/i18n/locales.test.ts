import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const enKeys = flatten(en as Tree);
  const zhKeys = flatten(zh as Tree);

  it('have the same keys in both languages', () => {
    expect(Object.keys(zhKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(enKeys)) {
      expect(text.trim(), key).not.toBe('');
      expect(zhKeys[key]?.trim(), key).not.toBe('');
      expect(params(zhKeys[key] ?? ''), key).toEqual(params(text));
    }
  });
});
