import type { ExampleRecord } from '@/api/sample-types';
import { ILLUSTRATIONS, SAMPLE_VIDEO } from './assets';
import { EXAMPLE_IMPORTANCES, EXAMPLE_TITLE_MAX_LENGTH } from './example-rules';
import { createRandom, sampleTime, type Random } from '../../../seed/prng';
import { FIRST_NAMES, LAST_NAMES, WORDS } from './words';

/** An example record and its place in the tree variant. */
export interface ExampleRow extends ExampleRecord {
  parentId: string | null;
}

/** Seed §9: one hundred generated example records. */
export const EXAMPLE_COUNT = 100;

const EXAMPLE_SEED = 0x5eed_0003;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function title(random: Random): string {
  const words = Array.from({ length: random.int(3, 6) }, () => random.pick(WORDS));
  while (words.join(' ').length > EXAMPLE_TITLE_MAX_LENGTH) words.pop();
  return capitalised(words.join(' '));
}

function sentence(random: Random): string {
  const words = Array.from({ length: random.int(8, 14) }, () => random.pick(WORDS));
  return `${capitalised(words.join(' '))}.`;
}

function content(random: Random): string {
  const paragraphs = Array.from({ length: random.int(2, 3) }, () =>
    Array.from({ length: random.int(2, 4) }, () => sentence(random)).join(' '),
  );
  return paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
}

// In each run of five: a root, a child with a grandchild, a second child with a grandchild,
// so the tree variant has 20 roots and nests three levels deep.
function parentIndex(index: number): number | null {
  const position = index % 5;
  if (position === 0) return null;
  return position === 1 || position === 3 ? index - position : index - 1;
}

export function seedExamples(): ExampleRow[] {
  const random = createRandom(EXAMPLE_SEED);
  return Array.from({ length: EXAMPLE_COUNT }, (_, index) => {
    const parent = parentIndex(index);
    return {
      id: `example-${index + 1}`,
      parentId: parent === null ? null : `example-${parent + 1}`,
      author: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      title: title(random),
      content: content(random),
      importance: random.pick(EXAMPLE_IMPORTANCES),
      display_time: sampleTime(random),
      pageviews: random.int(300, 5000),
      image_uri: random.pick(ILLUSTRATIONS),
      video_uri: SAMPLE_VIDEO,
    };
  });
}

export function toExampleRecord({ parentId: _parentId, ...record }: ExampleRow): ExampleRecord {
  return record;
}
