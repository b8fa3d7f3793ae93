import { outboundCases } from '@machines/business/outbound-order.cases';
import { answered, replayOverHttp, type Callers, type DocumentKind } from './model-paths.test-support';
import {
  outboundBody,
  skusAtUsEast,
  type SubmitCheck,
  type UsEastSkus,
} from './model-paths.outbound.test-support';

// The outbound order chart's paths over HTTP (see model-paths.test-support.ts): each path's order
// is the seller's from USEA; what submit's check finds is made true before each submit.

let usEast: UsEastSkus | undefined;

/**
 * The operator's hold on the seller's USD purse, as for a compliance check: no credit and every free
 * dollar frozen (the purse cannot pay), or the hold lifted and a credit line granted (it can).
 */
async function purseCanPay({ operator }: Callers, canPay: boolean): Promise<void> {
  const money = { customerId: 'C001', currency: 'USD' };
  const purses = await operator.get<{ list: { balance: number; frozen: number }[] }>(
    'Finance/GetPurses?customerId=C001&currency=USD',
  );
  const purse = purses.data.list[0];
  answered(await operator.post('Finance/SetCreditLimit', { ...money, creditLimit: canPay ? 1_000_000 : 0 }));
  const free = Math.round((purse.balance - purse.frozen) * 100) / 100;
  if (!canPay && free > 0) {
    answered(
      await operator.post('Finance/FreezeFunds', { ...money, amount: free, remark: 'Model path hold' }),
    );
    held += free;
  }
  if (canPay && held > 0) {
    answered(
      await operator.post('Finance/UnfreezeFunds', { ...money, amount: held, remark: 'Model path release' }),
    );
    held = 0;
  }
}

/** What the hold froze of the seller's purse, still frozen. */
let held = 0;

const OUTBOUND: DocumentKind = {
  area: 'Outbound',
  // the shortest paths and one per edge cover the chart; its simple paths run to thousands
  simpleLimit: 0,
  cases: outboundCases as unknown as DocumentKind['cases'],
  create: async ({ customer }, context, n) => {
    const skus = (usEast ??= await skusAtUsEast(customer));
    const saved = await customer.post<{ id: string }>('Outbound/Save', outboundBody(skus, context, n));
    answered(saved);
    // a WAREHOUSE_ONLY order's own label, uploaded as the customer does
    if (context.waybillUploaded) {
      const file = new File([new TextEncoder().encode('%PDF-1.4 label')], 'label.pdf', {
        type: 'application/pdf',
      });
      answered(await customer.upload('Outbound/Upload', { file, purpose: 'waybill', docId: saved.data.id }));
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

replayOverHttp([OUTBOUND]);
