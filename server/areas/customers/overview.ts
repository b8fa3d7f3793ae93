import type { AnyStateMachine } from 'xstate';
import { baseStatus } from '@machines/business/lifecycle';
import { INBOUND_STATUSES, inboundOrderMachine } from '@machines/business/inbound-order.machine';
import {
  OUTBOUND_STATES,
  outboundOrderMachine,
  outboundStatesIn,
} from '@machines/business/outbound-order.machine';
import { RMA_STATUSES, rmaMachine } from '@machines/business/rma.machine';
import type { CustomerOverview } from '@/api/business/customer';
import { countOf, everyRecord, filter, type Db } from '../../store/store';
import type { Purse } from '../../store/types/ledger';

/** A status its chart ends in (completed, cancelled, delivered): the document is no longer open. */
function isFinal(machine: AnyStateMachine, status: string): boolean {
  return machine.states[baseStatus(status)]?.type === 'final';
}

/**
 * The operator's view of each customer (business.md §9, §11): purses per currency, open documents
 * per kind (their charts say which states are final), outbound orders held in EXCEPTION (ARREARS
 * among them) and the units on hand in every warehouse.
 */
export async function customerOverviews(db: Db): Promise<CustomerOverview[]> {
  const stock = new Map<string, number>();
  for (const b of await everyRecord(db, 'balances'))
    stock.set(b.customerId, (stock.get(b.customerId) ?? 0) + b.onHand);
  const pursesOf = new Map<string, Purse[]>();
  for (const p of await everyRecord(db, 'purses'))
    pursesOf.set(p.customerId, [...(pursesOf.get(p.customerId) ?? []), p]);
  const openInbound = INBOUND_STATUSES.filter((status) => !isFinal(inboundOrderMachine, status));
  const openRma = RMA_STATUSES.filter((status) => !isFinal(rmaMachine, status));
  const openOutbound = OUTBOUND_STATES.filter((state) => !isFinal(outboundOrderMachine, state));
  const held = outboundStatesIn(['EXCEPTION']);
  const overviews: CustomerOverview[] = [];
  for (const customer of await filter(db, 'customers')) {
    const customerId = customer.id;
    const purses = (pursesOf.get(customer.id) ?? [])
      .map((p) => ({
        currency: p.currency,
        balance: p.balance,
        available: p.balance - p.frozen,
        frozen: p.frozen,
        creditLimit: p.creditLimit,
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency));
    overviews.push({
      id: customer.id,
      code: customer.code,
      name: customer.name,
      email: customer.email,
      status: customer.status,
      currency: customer.currency,
      purses,
      open: {
        inbound: await countOf(db, 'inbounds', { customerId, status: openInbound }),
        outbound: await countOf(db, 'outbounds', { customerId, status: openOutbound }),
        rma: await countOf(db, 'rmas', { customerId, status: openRma }),
        outboundException: await countOf(db, 'outbounds', { customerId, status: held }),
        outboundArrears: await countOf(db, 'outbounds', {
          customerId,
          status: held,
          exceptionReason: 'ARREARS',
        }),
      },
      stockUnits: stock.get(customer.id) ?? 0,
    });
  }
  return overviews;
}
