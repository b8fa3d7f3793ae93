import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExampleRecord, ExampleTreeNode } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const list = async (query: string) =>
  (await mockGet<PageResult<ExampleRecord>>(`example/list?${query}`)).data;
const treePage = async (query: string) =>
  (await mockGet<PageResult<ExampleTreeNode>>(`example/treeList?${query}`)).data;

function depth(node: ExampleTreeNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(depth));
}

function flatten(nodes: ExampleTreeNode[]): ExampleTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe('/mock/example list, tree and detail', () => {
  it('has one hundred generated records, importance 1 to 3, images that exist offline', async () => {
    const all = await list('pageIndex=1&pageSize=200');
    expect(all.total).toBe(100);
    expect(new Set(all.list.map((record) => record.id)).size).toBe(100);
    for (const record of all.list) {
      expect(Object.keys(record).sort()).toEqual([
        'author',
        'content',
        'display_time',
        'id',
        'image_uri',
        'importance',
        'pageviews',
        'title',
        'video_uri',
      ]);
      expect([1, 2, 3]).toContain(record.importance);
      expect(record.title.length).toBeGreaterThan(0);
      expect(record.title.length).toBeLessThanOrEqual(50);
      expect(record.image_uri).toMatch(/^\/admin\/mock-assets\/[a-z]+\.svg$/);
      expect(existsSync(`public${record.image_uri.replace(/^\/admin/, '')}`)).toBe(true);
      expect(record.video_uri).toBe('/admin/mock-assets/sample.mp4');
    }
    expect(new Set(all.list.map((record) => record.importance))).toEqual(new Set([1, 2, 3]));
  });

  it('pages from 1: page 2 of size 10 holds records 11 to 20', async () => {
    const all = (await list('pageSize=100')).list;
    expect(await list('pageIndex=2&pageSize=10')).toEqual({ total: 100, list: all.slice(10, 20) });
    expect((await list('pageIndex=11&pageSize=10')).list).toEqual([]);
  });

  it('filters by a part of the title in any case', async () => {
    const all = (await list('pageSize=100')).list;
    const word = all[0].title.split(' ')[0].toUpperCase();
    const filtered = await list(`title=${word}&pageSize=100`);
    expect(filtered.total).toBe(all.filter((record) => record.title.toUpperCase().includes(word)).length);
    expect(filtered.total).toBeLessThan(100);
    expect(filtered.list[0]).toEqual(all[0]);
  });

  it('nests the same records up to three levels, pages counting the top level', async () => {
    const all = await treePage('pageSize=200');
    expect(all.total).toBe(20);
    expect(Math.max(...all.list.map(depth))).toBe(3);
    const records = flatten(all.list);
    expect(records).toHaveLength(100);
    expect(records.filter((node) => node.children === undefined).every((node) => !('children' in node))).toBe(
      true,
    );
    const second = await treePage('pageIndex=2&pageSize=5');
    expect(second).toEqual({ total: 20, list: all.list.slice(5, 10) });
  });

  it('answers one record by id, or code 404 for an unknown id', async () => {
    const [first] = (await list('pageSize=1')).list;
    expect((await mockGet<ExampleRecord>(`example/detail?id=${first.id}`)).data).toEqual(first);
    expect(await mockGet('example/detail?id=nope')).toEqual({
      code: 404,
      message: 'the record does not exist',
      data: null,
    });
    expect((await mockGet('example/detail?id=nope', 'zh-CN')).message).toBe(zh('recordNotFound'));
  });
});
