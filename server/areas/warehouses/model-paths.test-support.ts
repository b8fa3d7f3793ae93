import { expect } from 'vitest';
import { warehouseCases } from '@machines/business/warehouse-registration.cases';
import type { DocumentKind } from '../../api/model-paths.test-support';

// The warehouse registration chart's documents over HTTP (see model-paths.test-support.ts): each is
// a site the seller registers, reviewed by the operator.

const warehouseBody = (n: number) => ({
  code: `MODEL-${n}`,
  name: 'Model path site',
  nameEn: 'Model path site',
  countryCode: 'US',
  timezone: 'America/Chicago',
  currency: 'USD',
  address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
});

/** The kind: it keeps nothing, but is made as the others are. */
export function warehouseKind(): DocumentKind {
  return {
    area: 'Warehouse',
    cases: warehouseCases as unknown as DocumentKind['cases'],
    create: async ({ customer }, _context, n) => {
      const saved = await customer.post<{ id: string }>('Warehouse/Save', warehouseBody(n));
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      return saved.data.id;
    },
    editBody: (id, _context, n) => ({ ...warehouseBody(n), id }),
  };
}
