import { createRandom, type Random } from './prng';

export const DEFAULT_SEED = 20261122;
export const DAY_MS = 86_400_000;

/**
 * A stream per part of the seed (FNV-1a of its label mixed into the seed), so adding a part later
 * does not reshuffle the data of the parts already there.
 */
export function streamFor(seed: number, label: string): Random {
  let hash = 0x811c9dc5;
  for (const char of label) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return createRandom((seed ^ hash) >>> 0);
}

export const chance = (random: Random, probability: number): boolean => random.next() < probability;

/** A decimal in [min, max] with `dp` decimals. */
export function decimal(random: Random, min: number, max: number, dp: number): number {
  const scale = 10 ** dp;
  return random.int(Math.ceil(min * scale), Math.floor(max * scale)) / scale;
}

export function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(random.int(0, 9));
  return out;
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
export function alnum(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += ALNUM[random.int(0, ALNUM.length - 1)];
  return out;
}

/** `count` distinct items of `items`, in drawn order. */
export function sample<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0]);
  }
  return picked;
}

/** An ISO time `days` (whole, plus a random time of day) before `today`. */
export const daysBefore = (random: Random, today: number, days: number): string =>
  new Date(today - days * DAY_MS + random.int(0, 86_399) * 1000).toISOString();

export const daysAfter = (today: number, days: number): string =>
  new Date(today + days * DAY_MS).toISOString();
