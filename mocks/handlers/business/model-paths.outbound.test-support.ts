import type { Caller } from './testing';

// The seller's outbound orders the model paths over HTTP make (model-paths.outbound.test.ts and
// model-paths.outbound-batch.test.ts).

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
  return { stocked, short };
}

export interface UsEastSkus {
  stocked: string[];
  short: string;
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
