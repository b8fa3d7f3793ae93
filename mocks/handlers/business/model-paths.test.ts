import { expect } from 'vitest';
import { rechargeCases } from '@machines/business/recharge.cases';
import { warehouseCases } from '@machines/business/warehouse-registration.cases';
import { replayOverHttp, type DocumentKind } from './model-paths.test-support';
import type { Caller } from './testing';

// The recharge and warehouse registration charts' paths over HTTP (see model-paths.test-support.ts).

async function uploadReceipt(customer: Caller): Promise<string> {
  const upload = await customer.upload<{ id: string }>('Recharge/Upload', {
    file: new File([new TextEncoder().encode('%PDF-1.4 receipt')], 'receipt.pdf'),
    purpose: 'receipt',
  });
  return upload.data.id;
}

const rechargeBody = (context: Record<string, unknown>, receiptFile: string | null) => ({
  method: context.method,
  currency: 'USD',
  declaredAmount: 100,
  payerName: 'Model path',
  receiptFile,
  remark: '',
});

const receipts = new Map<string, string | null>();

const warehouseBody = (n: number) => ({
  code: `MODEL-${n}`,
  name: 'Model path site',
  nameEn: 'Model path site',
  countryCode: 'US',
  timezone: 'America/Chicago',
  currency: 'USD',
  address: { state: 'TX', city: 'Austin', postcode: '78701', street1: '1 Road' },
});

const KINDS: DocumentKind[] = [
  {
    area: 'Recharge',
    cases: rechargeCases as unknown as DocumentKind['cases'],
    create: async ({ customer }, context) => {
      const receipt = context.hasReceipt ? await uploadReceipt(customer) : null;
      const saved = await customer.post<{ id: string }>('Recharge/Save', rechargeBody(context, receipt));
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      receipts.set(saved.data.id, receipt);
      return saved.data.id;
    },
    editBody: (id, context) => ({ ...rechargeBody(context, receipts.get(id) ?? null), id }),
  },
  {
    area: 'Warehouse',
    cases: warehouseCases as unknown as DocumentKind['cases'],
    create: async ({ customer }, _context, n) => {
      const saved = await customer.post<{ id: string }>('Warehouse/Save', warehouseBody(n));
      expect(saved.status, JSON.stringify(saved)).toBe(200);
      return saved.data.id;
    },
    editBody: (id, _context, n) => ({ ...warehouseBody(n), id }),
  },
];

replayOverHttp(KINDS);
