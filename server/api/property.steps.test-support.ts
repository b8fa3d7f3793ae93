import fc from 'fast-check';
import type { Random } from '../seed/prng';
import type { Callers } from './cross-customer.test-support';
import { isoDay } from './testing';
import { actCall } from './property.acts.test-support';
import {
  customerOf,
  dayOfLastMonth,
  KINDS,
  STATEMENT_DAYS,
  WHO,
  type CustomerId,
  type Kind,
  type Who,
  type World,
} from './property.test-support';

// The steps of the property test over HTTP (property.test.ts), as the in-process one draws them
// (server/services/property.test.ts): an abstract step from fast-check, made a concrete call from
// its `seed` and what the world holds when it is taken: an action on a document made
// (property.acts.test-support.ts), a new document, or one of the operator's money and stock calls.

export interface Step {
  op: 'act' | 'create' | 'finance';
  /** Below 90: an action the chart allows the caller on the document, with a right payload. */
  aim: number;
  kind: number;
  action: number;
  actor: number;
  pick: number;
  seed: number;
}

export const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  op: fc.oneof(
    { arbitrary: fc.constant('act' as const), weight: 13 },
    { arbitrary: fc.constant('create' as const), weight: 4 },
    { arbitrary: fc.constant('finance' as const), weight: 3 },
  ),
  aim: fc.nat(99),
  kind: fc.nat(KINDS.length - 1),
  action: fc.nat(20),
  actor: fc.nat(WHO.length - 1),
  pick: fc.nat(10_000),
  seed: fc.nat(),
});

/** A call to make, and whether the step meant it to be refused (its data's fingerprint is then taken). */
export interface Call {
  who: Who;
  path: string;
  body: Record<string, unknown>;
  /** The kind of document an accepted call answers (made or acted on). */
  kind?: Kind;
  likelyRefused: boolean;
}

const consignee = (postcode: string) => ({
  name: 'Property Test',
  phone: '+1 212-555-0147',
  countryCode: 'US',
  state: 'NY',
  city: 'New York',
  address1: '123 Main Street',
  postcode,
});

/**
 * A new document: an outbound order, an inbound order, a return, a recharge or a SKU of a
 * customer's own, or a statement the operator closes; by the caller it belongs to most of the time,
 * sometimes with a field wrong (an unknown SKU or the other customer's, a reference used before, a
 * period that is not over or taken).
 */
export function createCall(world: World, s: Step, random: Random): Call {
  const roll = random.next();
  const kind: Kind =
    roll < 0.4
      ? 'outbound'
      : roll < 0.6
        ? 'inbound'
        : roll < 0.75
          ? 'rma'
          : roll < 0.85
            ? 'recharge'
            : roll < 0.95
              ? 'settlement'
              : 'sku';
  const seller = random.next() < 0.5 ? 'seller' : 'seller2';
  const natural = kind === 'settlement' ? 'admin' : seller;
  const who = random.next() < 0.85 ? natural : WHO[s.actor];
  const customerId: CustomerId = customerOf(seller);
  const wrong = random.next() < 0.1;
  const own = world.skus[customerId];
  const sku = wrong
    ? random.pick(['PROP-NOPE', world.skus[customerId === 'C001' ? 'C002' : 'C001'][0]])
    : random.pick(own);
  const likelyRefused = wrong || who !== natural;
  const reference = (prefix: string) =>
    wrong && world.references.length > 0 ? random.pick(world.references) : world.reference(prefix);
  const call = (path: string, body: Record<string, unknown>): Call => ({
    who,
    path,
    body,
    kind,
    likelyRefused,
  });
  switch (kind) {
    case 'outbound':
      return call('Outbound/Save', {
        referenceNo: reference('OB'),
        warehouseCode: 'USEA',
        // Royal Mail does not deliver from USEA
        carrierCode: wrong && random.next() < 0.5 ? 'RM-TRACKED48' : random.pick(['UPS-GROUND', 'USPS-GA']),
        consignee: consignee(random.next() < 0.1 ? 'ABCDE' : '10001'),
        lines: [{ sku, qty: random.int(wrong ? 0 : 1, 4), declaredValue: 5 }],
      });
    case 'inbound':
      return call(
        'Inbound/Save',
        world.inboundBody([
          [sku, random.int(1, 8)],
          ...(random.next() < 0.4 ? [[random.pick(own), random.int(1, 4)] as [string, number]] : []),
        ]),
      );
    case 'rma':
      return call('Rma/Save', {
        referenceNo: reference('RMA'),
        source: 'CARRIER_RETURN',
        originalOutboundNo: '',
        warehouseCode: 'USEA',
        trackingNo: `1ZPROP${random.int(10000, 99999)}`,
        reason: 'Property',
        strategyId: null,
        lines: [{ sku, expectedQty: random.int(1, 3) }],
      });
    case 'recharge':
      return call('Recharge/Save', {
        method: random.pick(['PAYONEER', 'ONLINE_CARD', 'BANK_TRANSFER']),
        currency: 'USD',
        declaredAmount: wrong ? random.pick([0, -10, 'x']) : random.int(10, 500),
        payerName: 'Property',
        receiptFile: null,
        remark: '',
      });
    case 'sku':
      return call('Sku/Save', {
        sku: wrong ? '' : world.reference('SKU'),
        nameCn: 'Property',
        nameEn: 'Property',
        weightKg: 1,
        lengthCm: 20,
        widthCm: 15,
        heightCm: 10,
        category: 'Home',
        cargoAttribute: 'GENERAL',
      });
    default: {
      const [first, last] = STATEMENT_DAYS;
      const from = random.int(first, last);
      const to = Math.min(last, from + random.int(0, 1));
      return call('Finance/CloseSettlement', {
        customerId: wrong ? random.pick(['C999', '']) : random.pick(['C001', 'C002']),
        periodFrom: dayOfLastMonth(from),
        periodTo: wrong && random.next() < 0.5 ? isoDay(0) : dayOfLastMonth(to),
      });
    }
  }
}

/**
 * One of the operator's money and stock calls, on the customers' purses and their own SKUs' stock:
 * the storage job of a day, freezing and releasing funds, a credit limit, a stock correction, a stock
 * freeze or release; by the operator most of the time, now and then with a value out of range (a day
 * to come, an amount of nothing or too much, a bucket no correction may touch), and with amounts that
 * may be more than there is.
 */
export function financeCall(world: World, s: Step, random: Random): Call {
  const who: Who = random.next() < 0.6 ? 'admin' : WHO[s.actor];
  const wrong = random.next() < 0.15;
  const customerId = random.pick(['C001', 'C002'] as const);
  const stock = {
    customerId,
    warehouseCode: 'USEA',
    sku: wrong && random.next() < 0.3 ? 'PROP-NOPE' : random.pick(world.skus[customerId]),
  };
  const call = (path: string, body: Record<string, unknown>): Call => ({
    who,
    path,
    body,
    likelyRefused: wrong || who !== 'admin',
  });
  const action = s.action % 7;
  switch (action) {
    case 0:
      return call('Finance/RunStorageJob', {
        day: wrong ? random.pick([isoDay(1), 'not a day']) : isoDay(-random.int(0, 20)),
      });
    case 1:
    case 2:
      return call(action === 1 ? 'Finance/FreezeFunds' : 'Finance/UnfreezeFunds', {
        customerId,
        currency: 'USD',
        amount: wrong ? random.pick([0, -5, 'x', 1e9]) : random.int(1, 2000),
        remark: 'Property',
      });
    case 3:
      return call('Finance/SetCreditLimit', {
        customerId,
        currency: 'USD',
        creditLimit: wrong ? random.pick([-10, 'x', 2_000_000]) : random.int(0, 1500),
      });
    case 4:
      return call('Inventory/Adjust', {
        ...stock,
        bucket: wrong ? 'reserved' : random.pick(['available', 'unsellable', 'frozen']),
        qtyChange: random.pick([-5, -3, -1, 1, 2, 5]),
        reason: 'count',
      });
    default:
      return call(action === 5 ? 'Inventory/Freeze' : 'Inventory/Unfreeze', {
        ...stock,
        qty: wrong ? random.pick([0, -1, 1.5]) : random.int(1, 5),
        reason: 'hold',
      });
  }
}

/** The call a step makes. */
export async function callFor(world: World, as: Callers, s: Step, random: Random): Promise<Call> {
  if (s.op === 'create') return createCall(world, s, random);
  if (s.op === 'finance') return financeCall(world, s, random);
  return await actCall(world, as, s, random);
}
