import { describe, expect, it } from 'vitest';
import { uniqueId } from './ids';

describe('uniqueId', () => {
  it('differs for every id made in the same millisecond, and sorts by the moment first', () => {
    const at = Date.UTC(2026, 10, 29);
    const ids = Array.from({ length: 2000 }, () => uniqueId('UP', at));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^UP[0-9A-Z]{22}$/);
    expect(uniqueId('UP', at + 1000) > uniqueId('UP', at)).toBe(true);
  });
});
