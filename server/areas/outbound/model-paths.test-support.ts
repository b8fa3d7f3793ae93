import { outboundCases } from '@machines/business/outbound-order.cases';
import { answered, type Callers, type DocumentKind } from '../../api/model-paths.test-support';
import type { Caller } from '../../api/testing';

// The seller's outbound orders the model paths over HTTP make (model-paths.outbound.test.ts and
// model-paths.outbound-batch.test.ts), and the outbound order chart's documents: each order is the
// seller's from USEA; what submit's check finds is made true before each submit.

interface Stocked {
  sku: string;
  available: number;
}

/**
 * The seller's approved SKUs with stock available at USEA (each path's order takes one unit of one,
 * in turn), and one with none available there (an order of it is out of stock).
 */
export async function skusAtUsEast(customer: Caller): Promise<UsEastSkus> {
  const skus = await customer.get<{ list: { sku: string }[] }>('Sku/GetList?status=APPROVED&pageSize=200');
  const stock = await customer.get<{ list: Stocked[] }>('Inventory/GetList?warehouseCode=USEA&pageSize=200');
  const available = new Map(stock.data.list.map((row) => [row.sku, row.available]));
  const approved = skus.data.list.map((row) => row.sku).sort();
  const stocked = approved.filter((sku) => (available.get(sku) ?? 0) >= 10);
  const short = approved.find((sku) => (available.get(sku) ?? 0) === 0);
  if (stocked.length === 0 || !short)
    throw new Error('the seed has no approved SKU of the seller stocked at USEA, or none short');
  return { stocked, short, available: new Map(stocked.map((sku) => [sku, available.get(sku) ?? 0])) };
}

export interface UsEastSkus {
  stocked: string[];
  short: string;
  /** The units of each stocked SKU available when they were read. */
  available: Map<string, number>;
}

/** The stocked SKU the `n`th order takes its unit of. */
const stockedFor = (skus: UsEastSkus, n: number) => skus.stocked[n % skus.stocked.length];

export type SubmitCheck = { stock: boolean; funds: boolean; address: boolean };

/** The seller's order from USEA: what its check finds is the order's lines and address. */
export const outboundBody = (
  skus: UsEastSkus,
  context: Record<string, unknown>,
  n: number,
  check?: SubmitCheck,
) => ({
  referenceNo: `MODEL-OB-${n}`,
  warehouseCode: 'USEA',
  carrierCode: 'UPS-GROUND',
  businessMode: context.businessMode,
  consignee: {
    name: 'Model Path',
    phone: '+1 212-555-0147',
    countryCode: 'US',
    state: 'NY',
    city: 'New York',
    address1: '123 Main Street',
    // a postcode of no US form: the carrier cannot deliver
    postcode: check?.address === false ? 'ABCDE' : '10001',
  },
  lines: [{ sku: check?.stock === false ? skus.short : stockedFor(skus, n), qty: 1, declaredValue: 10 }],
});

/**
 * The kind, with state of its own: each test file makes its own (a worker's files share modules).
 * Its first order starts with the seller's purse able to pay: a file before it on the same service
 * (whose data the worker's files share) may have left the purse held.
 */
export function outboundKind(): DocumentKind {
  let usEast: UsEastSkus | undefined;
  /** What the hold froze of the seller's purse, still frozen. */
  let held = 0;

  /**
   * The operator's hold on the seller's USD purse, as for a compliance check: no credit and every
   * free dollar frozen (the purse cannot pay), or the hold lifted and a credit line granted (it can).
   */
  async function purseCanPay({ operator }: Callers, canPay: boolean): Promise<void> {
    const money = { customerId: 'C001', currency: 'USD' };
    const purses = await operator.get<{ list: { balance: number; frozen: number }[] }>(
      'Finance/GetPurses?customerId=C001&currency=USD',
    );
    const purse = purses.data.list[0];
    answered(
      await operator.post('Finance/SetCreditLimit', { ...money, creditLimit: canPay ? 1_000_000 : 0 }),
    );
    const free = Math.round((purse.balance - purse.frozen) * 100) / 100;
    if (!canPay && free > 0) {
      answered(
        await operator.post('Finance/FreezeFunds', { ...money, amount: free, remark: 'Model path hold' }),
      );
      held += free;
    }
    if (canPay && held > 0) {
      answered(
        await operator.post('Finance/UnfreezeFunds', {
          ...money,
          amount: held,
          remark: 'Model path release',
        }),
      );
      held = 0;
    }
  }

  return {
    area: 'Outbound',
    // the shortest paths and one per edge cover the chart; its simple paths run to thousands
    simpleLimit: 0,
    cases: outboundCases as unknown as DocumentKind['cases'],
    create: async (callers, context, n) => {
      if (usEast === undefined) {
        usEast = await skusAtUsEast(callers.customer);
        await purseCanPay(callers, true);
      }
      const saved = await callers.customer.post<{ id: string }>(
        'Outbound/Save',
        outboundBody(usEast, context, n),
      );
      answered(saved);
      // a WAREHOUSE_ONLY order's own label, uploaded as the customer does
      if (context.waybillUploaded) {
        const file = new File([new TextEncoder().encode('%PDF-1.4 label')], 'label.pdf', {
          type: 'application/pdf',
        });
        answered(
          await callers.customer.upload('Outbound/Upload', {
            file,
            purpose: 'waybill',
            docId: saved.data.id,
          }),
        );
      }
      return saved.data.id;
    },
    editBody: (id, context, n) => ({ ...outboundBody(usEast as UsEastSkus, context, n), id }),
    // submit's check is the server's: the order's lines and address, and the purse
    prepare: async (callers, { id, event, context, n }) => {
      if (event.type !== 'submit' && event.type !== 'resubmit') return;
      const check = event.check as SubmitCheck;
      const save = async (wanted: SubmitCheck) =>
        answered(
          await callers.customer.post('Outbound/Save', {
            ...outboundBody(usEast as UsEastSkus, context, n, wanted),
            id,
          }),
        );
      // lifting a hold re-checks the orders held for ARREARS (business.md §9): this one then points
      // at a SKU with no stock, so the re-check leaves it in EXCEPTION for the customer's own step
      if (check.funds && held > 0) {
        await save({ ...check, stock: false });
        await purseCanPay(callers, true);
      }
      await save(check);
      if (!check.funds) await purseCanPay(callers, false);
    },
  };
}
