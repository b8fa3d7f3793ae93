import { sampleGet } from './sample-request';
import type { DictEntry } from './sample-types';

/** The importance dict, labels in the console's language. */
export function getDictList(): Promise<DictEntry[]> {
  return sampleGet<DictEntry[]>('dict/list');
}

export function getDictOne(): Promise<DictEntry[]> {
  return sampleGet<DictEntry[]>('dict/one');
}
