/** mulberry32: a small seeded generator, so every start draws the same sample data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Random {
  /** in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)] };
}

const DAY_MS = 86_400_000;
// Sample dates fall in 2025, whole seconds, written in UTC so they read the same in every time zone.
const SAMPLE_EPOCH_MS = Date.UTC(2025, 0, 1);

export function sampleTime(random: Random, spanDays = 365): string {
  const offset = random.int(0, (spanDays * DAY_MS) / 1000 - 1) * 1000;
  return new Date(SAMPLE_EPOCH_MS + offset).toISOString();
}

/** A shuffled copy (Fisher–Yates), drawn from `random`. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
