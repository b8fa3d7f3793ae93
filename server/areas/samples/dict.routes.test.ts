import { describe, expect, it } from 'vitest';
import type { DictEntry } from '@/api/sample-types';
import { mockGet, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

describe('/mock/dict', () => {
  it('lists the importance dict: 0 commonly, 1 good, 2 important', async () => {
    expect((await mockGet<DictEntry[]>('dict/list')).data).toEqual([
      { label: 'commonly', value: 0 },
      { label: 'good', value: 1 },
      { label: 'important', value: 2 },
    ]);
  });

  it('labels it in the language asked for', async () => {
    const { data } = await mockGet<DictEntry[]>('dict/list', 'zh-CN');
    expect(data.map((entry) => entry.label)).toEqual([
      zh('dictCommonly'),
      zh('dictGood'),
      zh('dictImportant'),
    ]);
  });

  it('answers the same dict for one', async () => {
    expect((await mockGet<DictEntry[]>('dict/one')).data).toEqual(
      (await mockGet<DictEntry[]>('dict/list')).data,
    );
  });
});
