import type { Random } from '../prng';
import type { Db } from '../../store/store';
import type { Carrier, Customer, Warehouse } from '../../store/types/master';
import type { CartonBinding, Declaration, Listing, Sku } from '../../store/types/sku';
import type { Outcome } from '../../services/contract';
import { DAY_MS, streamFor } from '../random';
import { HOUR_MS, Timeline } from './timeline';

/** What every part of the document seed shares. */
export interface SeedContext {
  db: Db;
  /**
   * The customers, warehouses, carriers and SKUs the seed made, for its own planning: the services
   * read them through the store, where the store is a database they are its tables (tables.ts).
   */
  masters: SeedMasters;
  today: number;
  /** The first day of the simulated year (today − 364 days). */
  start: number;
  timeline: Timeline;
  stream(name: string): Random;
  /** Steps the services refused, by `part:action:status` (tests look at them; the seed goes on). */
  refusals: Map<string, number>;
  /** Orders delivered so far per customer: RMAs return goods of them. */
  delivered: Map<string, string[]>;
}

export interface SeedMasters {
  customers: readonly Customer[];
  warehouses: readonly Warehouse[];
  carriers: readonly Carrier[];
  skus: readonly Sku[];
  declarations: readonly Declaration[];
  listings: readonly Listing[];
  cartons: readonly CartonBinding[];
}

export function createContext(db: Db, masters: SeedMasters, seed: number, today: number): SeedContext {
  return {
    db,
    masters,
    today,
    start: today - 364 * DAY_MS,
    timeline: new Timeline(today),
    stream: (name) => streamFor(seed, `documents:${name}`),
    refusals: new Map(),
    delivered: new Map([
      ['C001', []],
      ['C002', []],
    ]),
  };
}

/** The value of an outcome, or null with the refusal counted. */
export function outcomeOf<T>(ctx: SeedContext, part: string, action: string, outcome: Outcome<T>): T | null {
  if (outcome.ok) return outcome.value;
  const key = `${part}:${action}:${outcome.status}:${outcome.message.key}`;
  ctx.refusals.set(key, (ctx.refusals.get(key) ?? 0) + 1);
  return null;
}

export const hours = (random: Random, min: number, max: number): number =>
  Math.round((min + random.next() * (max - min)) * HOUR_MS);

/** Spreads `count` moments over [from, to): even steps with jitter, so every stretch has some. */
export function spread(random: Random, count: number, from: number, to: number): number[] {
  const step = (to - from) / count;
  return Array.from({ length: count }, (_, i) => from + step * i + random.next() * step);
}
