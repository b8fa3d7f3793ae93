import { sampleGet, samplePost } from './sample-request';
import type { ExampleQuery, ExampleRecord, ExampleSaveBody, ExampleTreeNode } from './sample-types';
import type { PageQuery, PageResult } from './types';

/** Pages count the top-level records; each carries its subtree. */
export function getExampleTree(query: PageQuery): Promise<PageResult<ExampleTreeNode>> {
  return sampleGet<PageResult<ExampleTreeNode>>('example/treeList', query);
}

export function getExampleList(query: ExampleQuery): Promise<PageResult<ExampleRecord>> {
  return sampleGet<PageResult<ExampleRecord>>('example/list', query);
}

export function getExampleDetail(id: string): Promise<ExampleRecord> {
  return sampleGet<ExampleRecord>('example/detail', { id });
}

/** The saved record (a new one with its id). A 422 carries field messages: see fieldErrors. */
export function saveExample(body: ExampleSaveBody): Promise<ExampleRecord> {
  return samplePost<ExampleRecord>('example/save', body);
}

export function deleteExamples(ids: string[]): Promise<'success'> {
  return samplePost<'success'>('example/delete', { ids });
}
