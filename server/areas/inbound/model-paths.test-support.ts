import { exceptionCases } from '@machines/business/inbound-exception.cases';
import { inboundCases } from '@machines/business/inbound-order.cases';
import {
  answered,
  approvedSku,
  capitalised,
  savedId,
  type DocumentKind,
} from '../../api/model-paths.test-support';
import { inboundBody } from '../../api/testing';

// The inbound order and inbound exception charts' documents over HTTP (see
// model-paths.test-support.ts): each order is the seller's, one box of an approved SKU to USEA; the
// operator's warehouse steps (arrive, start receiving, receive, put away) are the calls the warehouse
// makes. Each exception is one the operator raises on an order of its own that has arrived.

const QTY = 6;

/**
 * The two kinds, with state of their own: each test file makes its own (a worker's files share
 * modules).
 */
export function inboundKinds(): { order: DocumentKind; exception: DocumentKind } {
  let sku = '';

  const body = (n: number) => inboundBody([[sku, QTY]], `MODEL-IB-${n}`);

  const order: DocumentKind = {
    area: 'Inbound',
    simpleLimit: 0,
    cases: inboundCases as unknown as DocumentKind['cases'],
    create: async ({ customer }, _context, n) => {
      sku ||= await approvedSku(customer);
      return savedId(customer, 'Inbound/Save', body(n));
    },
    editBody: (id, _context, n) => ({ ...body(n), id }),
    request: ({ id, event }) => {
      // printing the labels is reading them: the chart says when they may be printed
      if (event.type === 'printLabels') return { get: `Inbound/BoxLabels?id=${id}` };
      // the counts are of the order's own box: every unit received in good order (the cases' lines
      // name a sample SKU; both of their receive rows take the same branch)
      if (event.type === 'receive') {
        const lines = [{ boxNo: 1, sku, receivedQty: QTY, goodQty: QTY, damagedQty: 0 }];
        return { post: 'Inbound/Receive', body: { id, lines } };
      }
      return undefined;
    },
  };

  /** Each exception's order (id). */
  const orderOf = new Map<string, string>();
  /** The exceptions the operator asked the customer about, and those the customer answered. */
  const asked = new Set<string>();
  const chosen = new Set<string>();

  const exception: DocumentKind = {
    area: 'InboundException',
    cases: exceptionCases as unknown as DocumentKind['cases'],
    create: async ({ customer, operator }, _context, n) => {
      sku ||= await approvedSku(customer);
      const id = await savedId(customer, 'Inbound/Save', body(n));
      answered(await customer.post('Inbound/Submit', { id }));
      for (const step of ['Approve', 'Arrive']) answered(await operator.post(`Inbound/${step}`, { id }));
      const raised = await operator.post<{ exceptions: { id: string }[] }>('Inbound/RaiseException', {
        id,
        type: 'WRONG_SKU',
        boxNo: 1,
        sku,
        qty: 1,
        photos: [],
        note: 'Model path',
      });
      answered(raised);
      const exceptionId = raised.data.exceptions.at(-1)?.id ?? '';
      orderOf.set(exceptionId, id);
      return exceptionId;
    },
    editBody: () => ({}),
    // a path whose exception starts with the customer's choice made: the customer makes it once asked
    prepare: async ({ customer }, { id, event, context }) => {
      if (event.type === 'askCustomer') asked.add(id);
      if (event.type === 'chooseResolution') chosen.add(id);
      const choice = context.chosenResolution;
      if (event.type === 'resolve' && asked.has(id) && !chosen.has(id) && typeof choice === 'string') {
        answered(await customer.post('Inbound/ChooseResolution', { id, resolution: choice }));
        chosen.add(id);
      }
    },
    routes: {
      read: async (operator, id) => {
        const holder = await operator.get<{ exceptions: { id: string; status: string }[] }>(
          `Inbound/Get?id=${orderOf.get(id)}`,
        );
        answered(holder);
        return holder.data.exceptions.find((raised) => raised.id === id);
      },
      save: 'Inbound/Save',
      action: (type) => `Inbound/${capitalised(type)}`,
    },
  };

  return { order, exception };
}
