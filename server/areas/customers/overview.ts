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
import { countOf, filter, sumOf, type Db } from '../../store/store';

/** A status its chart ends in (completed, cancelled, delivered): the document is no longer open. */
function isFinal(machine: AnyStateMachine, status: string): boolean {
  return machine.states[baseStatus(status)]?.type === 'final';
}

/**
 * The operator's view of each customer (business.md §9, §11): purses per currency, open documents
 * per kind (their charts say which states are final), outbound orders held in EXCEPTION (ARREARS
 * among them) and the units on hand in every warehouse: for each customer, queries on its own rows
 * (its purses, its documents counted, its balances summed), none reading every customer's.
 */
export async function customerOverviews(db: Db): Promise<CustomerOverview[]> {
  const openInbound = INBOUND_STATUSES.filter((status) => !isFinal(inboundOrderMachine, status));
  const openRma = RMA_STATUSES.filter((status) => !isFinal(rmaMachine, status));
  const openOutbound = OUTBOUND_STATES.filter((state) => !isFinal(outboundOrderMachine, state));
  const held = outboundStatesIn(['EXCEPTION']);
  const overviews: CustomerOverview[] = [];
  for (const customer of await filter(db, 'customers')) {
    const customerId = customer.id;
    const purses = (await filter(db, 'purses', { customerId }))
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
      contact: customer.contact,
      phone: customer.phone,
      countryCode: customer.countryCode,
      warehouseCodes: customer.warehouseCodes ?? null,
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
      stockUnits: await sumOf(db, 'balances', { customerId }, 'onHand'),
    });
  }
  return overviews;
}
