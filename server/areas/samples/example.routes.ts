import { http } from 'msw';
import type { ExampleTreeNode } from '@/api/sample-types';
import { now } from '../../api/clock';
import { mockDelay, mockPath } from '../../api/config';
import { ok, readJsonObject } from '../../api/http';
import { exampleFromBody } from './data/example-save';
import { toExampleRecord, type ExampleRow } from './data/examples';
import { buildForest, removeRows } from './data/forest';
import { filterText, samplePage } from './data/paging';
import { fieldMessages, idOf, invalidFields, noIdsToDelete, notFound, readIds } from './data/requests';
import { numberSet, sortRows } from './data/sorting';
import { nextSampleId, sampleData } from './data/store';

const EXAMPLE_SORT_FIELDS = ['title', 'author', 'importance', 'display_time', 'pageviews'] as const;

function treeNode(row: ExampleRow, children: ExampleTreeNode[]): ExampleTreeNode {
  const record = toExampleRecord(row);
  return children.length > 0 ? { ...record, children } : record;
}

/** Seed §7: the example records, as a list and as a tree (pages count the top level). */
export const sampleExampleHandlers = [
  http.get(mockPath('example/treeList'), async ({ request }) => {
    await mockDelay('slow');
    return ok(samplePage(buildForest(sampleData().examples, treeNode), new URL(request.url).searchParams));
  }),

  http.get(mockPath('example/list'), async ({ request }) => {
    await mockDelay('slow');
    const query = new URL(request.url).searchParams;
    const title = filterText(query, 'title');
    const importance = numberSet(query, 'importance');
    const rows = sampleData()
      .examples.filter((row) => row.title.toLowerCase().includes(title))
      .filter((row) => !importance || importance.has(row.importance))
      .map(toExampleRecord);
    return ok(samplePage(sortRows(rows, query, EXAMPLE_SORT_FIELDS), query));
  }),

  http.get(mockPath('example/detail'), async ({ request }) => {
    await mockDelay('slow');
    const id = new URL(request.url).searchParams.get('id');
    const row = sampleData().examples.find((example) => example.id === id);
    return row ? ok(toExampleRecord(row)) : notFound(request);
  }),

  http.post(mockPath('example/save'), async ({ request }) => {
    await mockDelay('slow');
    const body = await readJsonObject(request);
    const id = idOf(body);
    const data = sampleData();
    const existing = id === undefined ? undefined : data.examples.find((row) => row.id === id);
    if (id !== undefined && !existing) return notFound(request);
    const nowIso = new Date(now()).toISOString();
    const outcome = exampleFromBody(body, id ?? 'new', existing, nowIso);
    if ('errors' in outcome) return invalidFields(request, fieldMessages(request, outcome.errors));
    if (existing) {
      data.examples = data.examples.map((row) =>
        row.id === existing.id ? { ...outcome.record, parentId: row.parentId } : row,
      );
      return ok(outcome.record);
    }
    // A new record goes first (seed §4), at the top level of the tree.
    const record = { ...outcome.record, id: nextSampleId('example') };
    data.examples = [{ ...record, parentId: null }, ...data.examples];
    return ok(record);
  }),

  http.post(mockPath('example/delete'), async ({ request }) => {
    await mockDelay('slow');
    const ids = await readIds(request);
    if (ids.size === 0) return noIdsToDelete(request);
    const data = sampleData();
    data.examples = removeRows(data.examples, ids);
    return ok('success');
  }),
];
