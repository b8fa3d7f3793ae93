import { describe, expect, it } from 'vitest';
import { businessHandlers } from '../api/business-handlers';
import { pageHandlers } from '../api/page-handlers';
import { CHARTS, KINDS } from '../services/kinds';
import { BUSINESS_AREAS, PERFORMERS, SAVERS } from './index';
import { PAGE_AREAS } from './page-areas';

describe('the areas, each registered once', () => {
  it('own every kind Save makes and every kind with a chart, each in exactly one area', () => {
    const saved = Object.keys(KINDS).filter((kind) => 'saved' in KINDS[kind as keyof typeof KINDS]);
    expect(Object.keys(SAVERS).sort()).toEqual(saved.sort());
    expect(Object.keys(PERFORMERS).sort()).toEqual(Object.keys(CHARTS).sort());
    const claims = BUSINESS_AREAS.flatMap((area) => [
      ...Object.keys('save' in area ? area.save : {}).map((kind) => `save ${kind}`),
      ...Object.keys('act' in area ? area.act : {}).map((kind) => `act ${kind}`),
    ]);
    expect(new Set(claims).size).toBe(claims.length);
  });

  it('give every home the routes of every area, each area with routes of its own', () => {
    const names = [...BUSINESS_AREAS, ...PAGE_AREAS].map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    for (const area of [...BUSINESS_AREAS, ...PAGE_AREAS])
      expect(area.routes.length, area.name).toBeGreaterThan(0);
    const business = BUSINESS_AREAS.reduce((sum, area) => sum + area.routes.length, 0);
    const page = PAGE_AREAS.reduce((sum, area) => sum + area.routes.length, 0);
    // the demo's reset is the api layer's, not an area's
    expect(businessHandlers.length).toBeGreaterThan(business);
    expect(pageHandlers).toHaveLength(page);
  });
});
