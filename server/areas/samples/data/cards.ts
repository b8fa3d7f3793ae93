import type { Card } from '@/api/sample-types';
import { ILLUSTRATIONS } from './assets';
import { createRandom, shuffled } from '../../../seed/prng';
import { CARD_PREFIXES, CARD_SUFFIXES, WORDS } from './words';

export const CARD_COUNT = 20;

const CARD_SEED = 0x5eed_0004;

export function seedCards(): Card[] {
  const random = createRandom(CARD_SEED);
  const names = CARD_PREFIXES.flatMap((prefix) => CARD_SUFFIXES.map((suffix) => `${prefix} ${suffix}`));
  return shuffled(random, names)
    .slice(0, CARD_COUNT)
    .map((name, index) => {
      const words = Array.from({ length: random.int(10, 18) }, () => random.pick(WORDS)).join(' ');
      return {
        logo: ILLUSTRATIONS[index % ILLUSTRATIONS.length],
        name,
        desc: `${words.charAt(0).toUpperCase()}${words.slice(1)}.`,
      };
    });
}
