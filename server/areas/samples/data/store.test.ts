import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_FILES } from './assets';
import { nextSampleId, resetSampleData, sampleData } from './store';

describe('sample data', () => {
  it('is the same after every reset: the seed is deterministic', () => {
    resetSampleData();
    const first = structuredClone(sampleData());
    sampleData().examples.splice(0, 10);
    nextSampleId('example');
    resetSampleData();
    expect(sampleData()).toEqual(first);
    expect(first.examples).toHaveLength(100);
    expect(first.users).toHaveLength(100);
    expect(first.departments).toHaveLength(5);
  });

  it('hands out new ids that no seeded record uses', () => {
    resetSampleData();
    const seeded = new Set(sampleData().examples.map((row) => row.id));
    const fresh = [nextSampleId('example'), nextSampleId('example')];
    expect(fresh[0]).not.toBe(fresh[1]);
    expect(fresh.some((id) => seeded.has(id))).toBe(false);
  });

  it('ships every illustration it names as an SVG in public/mock-assets', () => {
    for (const file of ILLUSTRATION_FILES) {
      expect(readFileSync(`public/mock-assets/${file}`, 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
      );
    }
  });
});
