import { http } from 'msw';
import type { DictEntry } from '@/api/sample-types';
import { mockDelay, mockPath } from '../../api/config';
import { ok } from '../../api/http';
import { msg } from '../../api/i18n';
import { IMPORTANCE_DICT } from './data/dict';

function importanceDict(request: Request): DictEntry[] {
  return IMPORTANCE_DICT.map((entry) => ({ label: msg(request, entry.labelKey), value: entry.value }));
}

/**
 * The importance dict, labels in the request's language. The seed shows no parameter for `one`, and
 * the importance dict is its only dict, so both answer it.
 */
export const sampleDictHandlers = [
  http.get(mockPath('dict/list'), async ({ request }) => {
    await mockDelay('slow');
    return ok(importanceDict(request));
  }),

  http.get(mockPath('dict/one'), async ({ request }) => {
    await mockDelay('slow');
    return ok(importanceDict(request));
  }),
];
