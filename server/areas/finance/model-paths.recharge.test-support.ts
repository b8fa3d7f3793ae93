import { expect } from 'vitest';
import { rechargeCases } from '@machines/business/recharge.cases';
import type { DocumentKind } from '../../api/model-paths.test-support';
import type { Caller } from '../../api/testing';

// The recharge chart's documents over HTTP (see model-paths.test-support.ts): each is the seller's
// recharge of 100 USD, by the path's method, with a receipt uploaded when the path has one.

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

/** The kind, with state of its own: each test file makes its own (a worker's files share modules). */
export function rechargeKind(): DocumentKind {
  const receipts = new Map<string, string | null>();
  return {
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
  };
}
