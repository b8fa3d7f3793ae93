import { describe, expect, it } from 'vitest';
import type { ExampleRecord, ExampleTreeNode } from '@/api/sample-types';
import type { PageResult } from '@/api/types';
import { mockGet, mockPost, zh } from './data/testing';
import { setupMockServer } from '../../../mocks/testing';

setupMockServer();

const list = async (query = 'pageSize=200') =>
  (await mockGet<PageResult<ExampleRecord>>(`example/list?${query}`)).data;

const draft = {
  title: 'Quarterly stock count',
  author: 'Archer Adams',
  importance: 2,
  content: '<p>Count.</p>',
};

describe('/mock/example save and delete', () => {
  it('updates the record with the id, in place', async () => {
    const before = (await list()).list;
    const saved = await mockPost<ExampleRecord>('example/save', {
      ...before[4],
      title: 'Renamed',
      importance: 3,
    });
    expect(saved).toMatchObject({ code: 200, data: { ...before[4], title: 'Renamed', importance: 3 } });
    const after = await list();
    expect(after.total).toBe(100);
    expect(after.list[4]).toEqual({ ...before[4], title: 'Renamed', importance: 3 });
    expect((await mockGet<ExampleRecord>(`example/detail?id=${before[4].id}`)).data.title).toBe('Renamed');
  });

  it('creates a record without an id and places it first, in the list and the tree', async () => {
    const saved = await mockPost<ExampleRecord>('example/save', draft);
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject(draft);
    expect(saved.data.id).toMatch(/\S/);
    const after = await list();
    expect(after.total).toBe(101);
    expect(after.list[0]).toEqual(saved.data);
    const tree = (await mockGet<PageResult<ExampleTreeNode>>('example/treeList?pageSize=1')).data;
    expect(tree).toMatchObject({ total: 21, list: [{ id: saved.data.id }] });
  });

  it('refuses a record breaking the form rules with 422 field messages in the language asked for', async () => {
    const bad = { title: 'x'.repeat(51), author: ' ', importance: 4 };
    expect(await mockPost('example/save', bad)).toEqual({
      code: 422,
      message: 'please check the highlighted fields',
      data: {
        title: 'title must be at most 50 characters',
        author: 'author is required',
        importance: 'importance must be 1, 2 or 3',
      },
    });
    expect((await mockPost('example/save', { ...draft, title: '' }, 'zh-CN')).data).toEqual({
      title: zh('titleRequired'),
    });
    expect(await mockPost('example/save', { ...draft, title: 'x'.repeat(50) })).toMatchObject({ code: 200 });
    expect(await mockPost('example/save', { ...draft, id: 'nope' })).toMatchObject({ code: 404 });
    expect((await list()).total).toBe(101);
  });

  it('deletes every record whose id is in ids, and nothing else', async () => {
    const before = (await list()).list;
    const ids = [before[0].id, before[1].id, before[57].id];
    expect(await mockPost('example/delete', { ids })).toEqual({
      code: 200,
      message: 'success',
      data: 'success',
    });
    const after = await list();
    expect(after.total).toBe(97);
    expect(after.list).toEqual(before.filter((record) => !ids.includes(record.id)));
    const tree = (await mockGet<PageResult<ExampleTreeNode>>('example/treeList?pageSize=200')).data;
    const count = (nodes: ExampleTreeNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);
    expect(count(tree.list)).toBe(97);
  });

  it('answers code 500 for a delete without ids, in English and Chinese', async () => {
    expect(await mockPost('example/delete', { ids: [] })).toEqual({
      code: 500,
      message: 'please select data to delete',
      data: null,
    });
    expect((await mockPost('example/delete', {}, 'zh-CN')).message).toBe(zh('deleteIdsRequired'));
    expect((await list()).total).toBe(100);
  });
});
