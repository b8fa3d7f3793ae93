import { atTime } from '../../api/clock';
import type { Actor } from '../../services/contract';

/** The demo accounts of business.md §1 as the services see them (ids of server/areas/access/accounts.ts). */
export const ADMIN: Actor = { accountId: '1', name: 'admin', role: 'operator', customerId: null };
export const SELLERS: Record<string, Actor> = {
  C001: { accountId: '3', name: 'seller', role: 'customer', customerId: 'C001' },
  C002: { accountId: '4', name: 'seller2', role: 'customer', customerId: 'C002' },
};

export const HOUR_MS = 3_600_000;

interface Entry {
  at: number;
  seq: number;
  run: () => unknown;
}

const before = (a: Entry, b: Entry) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/**
 * The simulated clock of the seed: steps run in time order (equal times in the order they were
 * scheduled), each with the mock clock standing at its time, so every document, flow row, fee and
 * purse transaction is dated when its step happened. A step may schedule later steps. Steps at or
 * after `end` (the seed's today) never run: their documents rest where they got to.
 */
export class Timeline {
  private heap: Entry[] = [];
  private seq = 0;

  constructor(readonly end: number) {}

  at(at: number, run: () => unknown): void {
    if (at >= this.end) return;
    const entry = { at: Math.floor(at), seq: this.seq++, run };
    const heap = this.heap;
    // Sift up by moving parents down into the hole (no swap arrays: a year is ~60,000 steps).
    let i = heap.length;
    heap.push(entry);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(entry, heap[parent])) break;
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = entry;
  }

  private pop(): Entry | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const least = right < heap.length && before(heap[right], heap[left]) ? right : left;
        if (!before(heap[least], last)) break;
        heap[i] = heap[least];
        i = least;
      }
      heap[i] = last;
    }
    return top;
  }

  async run(): Promise<void> {
    for (let entry = this.pop(); entry; entry = this.pop()) {
      const { at, run } = entry;
      await atTime(at, run);
    }
  }
}
