import { expect } from 'vitest';
import {
  countsAsExpected,
  declarationBody,
  done,
  made,
  skuBody,
  type Callers,
  type Row,
} from './cross-customer.test-support';
import { INBOUND_ACTIONS } from '../areas/inbound/routes';
import { OUTBOUND_ACTIONS } from '../areas/outbound/routes';
import { RECHARGE_ACTIONS } from '../areas/finance/recharge.routes';
import { RMA_ACTIONS } from '../areas/rma/routes';
import { pascal } from './route';
import { SKU_ACTIONS } from '../areas/sku/routes';
import { inboundBody, type Caller } from './testing';

// The world of the property test over HTTP (property.test.ts): who calls, the groundwork it stands on
// and the documents it made, through the API only. On a service its files share (the contract
// project), it touches nothing of the others': its own SKUs (PROP-…), stock and references, the
// statements of days 12–22 of last month (the model paths close the 1st–9th, the refusal sweep the
// 25th–28th, the cross-customer records a day before C001's first statement), and each purse's credit
// limit and frozen money put back at the end.

export type Who = keyof Callers;
export const WHO: Who[] = ['seller', 'seller2', 'admin'];
export const CUSTOMERS = ['C001', 'C002'] as const;
export type CustomerId = (typeof CUSTOMERS)[number];
export const OWNER: Record<CustomerId, Who> = { C001: 'seller', C002: 'seller2' };
export const customerOf = (who: Who): CustomerId => (who === 'seller2' ? 'C002' : 'C001');

/** A number no other record of this file has in the worker's back-end (the service outlives a file). */
const worker = globalThis as { propertySerial?: number };
export const serial = () => (worker.propertySerial = (worker.propertySerial ?? 0) + 1);

/** The `day`th day of last month (UTC), YYYY-MM-DD. */
export function dayOfLastMonth(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day)).toISOString().slice(0, 10);
}
/** The days of last month this file's statements take (see above). */
export const STATEMENT_DAYS = [12, 22] as const;

/** The documents whose lifecycles the test drives, each with its chart's calls that have a route. */
export const ACTIONS = {
  outbound: OUTBOUND_ACTIONS,
  inbound: INBOUND_ACTIONS,
  inboundException: ['askCustomer', 'chooseResolution', 'resolve'],
  rma: RMA_ACTIONS,
  recharge: RECHARGE_ACTIONS,
  settlement: ['confirm', 'dispute', 'adjust'],
  sku: SKU_ACTIONS,
} as const satisfies Record<string, readonly string[]>;
export type Kind = keyof typeof ACTIONS;
export const KINDS = Object.keys(ACTIONS) as Kind[];

const MODULE: Record<Kind, string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
  inboundException: 'Inbound',
  rma: 'Rma',
  recharge: 'Recharge',
  settlement: 'Finance',
  sku: 'Sku',
};

/** Where `event` is posted for a document of `kind`. */
export const actionPath = (kind: Kind, event: string) =>
  kind === 'settlement' ? `Finance/${pascal(event)}Settlement` : `${MODULE[kind]}/${pascal(event)}`;

/** A document the test made (an exception: raised on an order it made), its status as last answered. */
export interface Doc {
  kind: Kind;
  id: string;
  customerId: CustomerId;
  status: string;
  /** An exception's order. */
  order?: string;
}

const READ: Record<Exclude<Kind, 'inboundException'>, string> = {
  outbound: 'Outbound/Get',
  inbound: 'Inbound/Get',
  rma: 'Rma/Get',
  recharge: 'Recharge/Get',
  settlement: 'Finance/GetSettlement',
  sku: 'Sku/Get',
};

interface Purse {
  balance: number;
  frozen: number;
  creditLimit: number;
}

const cents = (amount: number) => Math.round(amount * 100);

async function purseOf(admin: Caller, customerId: CustomerId): Promise<Purse> {
  const answer = await admin.get<{ list: Purse[] }>(
    `Finance/GetPurses?customerId=${customerId}&currency=USD`,
  );
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  const [purse] = answer.data.list;
  if (!purse) throw new Error(`${customerId} has no USD purse`);
  return purse;
}

/**
 * What the test made and knows: each customer's own SKUs (approved, stocked at USEA by the
 * groundwork), the documents made since, and the purses as they were before it began.
 */
export class World {
  readonly docs: Doc[] = [];
  /** References used, so that a bad payload can repeat one. */
  readonly references: string[] = [];

  private constructor(
    readonly skus: Record<CustomerId, string[]>,
    private readonly purses: Record<CustomerId, Purse>,
  ) {}

  /**
   * Each customer's credit line (its fees never stop the groundwork), a top-up paid by card, and
   * two SKUs of its own, declared, approved and stocked with 150 units each at USEA by an inbound
   * order taken to its end.
   */
  static async laid(as: Callers): Promise<World> {
    const purses = { C001: await purseOf(as.admin, 'C001'), C002: await purseOf(as.admin, 'C002') };
    const skus: Record<CustomerId, string[]> = { C001: [], C002: [] };
    for (const customerId of CUSTOMERS) {
      const owner = as[OWNER[customerId]];
      const money = { customerId, currency: 'USD' };
      await done(as.admin, 'Finance/SetCreditLimit', { ...money, creditLimit: 1_000_000 });
      const topUp = {
        method: 'ONLINE_CARD',
        currency: 'USD',
        declaredAmount: 5000,
        payerName: 'Property',
        receiptFile: null,
        remark: '',
      };
      await made(owner, 'Recharge/Save', topUp, [[owner, 'Recharge/Submit', {}]]);
      for (let i = 0; i < 2; i += 1) {
        const code = `PROP-${serial()}`;
        const id = await made(owner, 'Sku/Save', skuBody(code));
        const declaration = await made(owner, 'Sku/SaveDeclaration', declarationBody(code));
        await done(as.admin, 'Sku/ApproveDeclaration', { id: declaration });
        await done(owner, 'Sku/Submit', { id });
        await done(as.admin, 'Sku/Approve', { id });
        skus[customerId].push(code);
      }
      const body = inboundBody(
        skus[customerId].map((sku) => [sku, 150]),
        `PROP-IB-${serial()}`,
      );
      await made(owner, 'Inbound/Save', body, [
        [owner, 'Inbound/Submit', {}],
        [as.admin, 'Inbound/Approve', {}],
        [owner, 'Inbound/MarkShipped', { trackingNos: ['1Z999AA10123456784'] }],
        [as.admin, 'Inbound/Arrive', {}],
        [as.admin, 'Inbound/StartReceiving', {}],
        [as.admin, 'Inbound/Receive', { lines: countsAsExpected(body) }],
        [as.admin, 'Inbound/Putaway', {}],
      ]);
    }
    return new World(skus, purses);
  }

  /** A new inbound order's body: `lines` of the customer's SKUs, one box each. */
  inboundBody(lines: [sku: string, qty: number][]): Record<string, unknown> {
    const body = inboundBody(lines, `PROP-IB-${serial()}`);
    this.references.push(body.referenceNo);
    return body;
  }

  /** A reference of this file's (`PROP-<prefix>-n`), kept for a bad payload to repeat. */
  reference(prefix: string): string {
    const reference = `PROP-${prefix}-${serial()}`;
    this.references.push(reference);
    return reference;
  }

  of(kind: Kind): Doc[] {
    return this.docs.filter((doc) => doc.kind === kind);
  }

  /**
   * What an accepted call answered: a new document of `kind` (created), or the document acted on with
   * its new status (an inbound order's answer also names its exceptions, new ones among them).
   */
  record(kind: Kind | undefined, data: unknown): void {
    if (kind === undefined || typeof data !== 'object' || data === null) return;
    const row = data as Row;
    const customerId = CUSTOMERS.find((customer) => customer === row.customerId);
    if (typeof row.id !== 'string' || typeof row.status !== 'string' || customerId === undefined) return;
    // an exception's step answers its order
    const holder = kind === 'inboundException' ? 'inbound' : kind;
    const found = this.docs.find((doc) => doc.id === row.id && doc.kind === holder);
    if (found) found.status = row.status;
    else this.docs.push({ kind: holder, id: row.id, customerId, status: row.status });
    for (const raised of (row.exceptions ?? []) as { id: string; status: string }[]) {
      const exception = this.docs.find((doc) => doc.id === raised.id && doc.kind === 'inboundException');
      if (exception) exception.status = raised.status;
      else
        this.docs.push({
          kind: 'inboundException',
          id: raised.id,
          customerId,
          status: raised.status,
          order: row.id,
        });
    }
  }

  /** The document as the operator reads it now (its status noted); undefined when it is gone. */
  async read(admin: Caller, doc: Doc): Promise<Row | undefined> {
    const path =
      doc.kind === 'inboundException' ? `Inbound/Get?id=${doc.order}` : `${READ[doc.kind]}?id=${doc.id}`;
    const answer = await admin.get<Row>(path);
    if (answer.status === 404) return undefined;
    expect(answer.status, `${path}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(200);
    this.record(doc.kind, answer.data);
    if (doc.kind !== 'inboundException') return answer.data;
    return ((answer.data.exceptions ?? []) as Row[]).find((raised) => raised.id === doc.id);
  }

  /**
   * Each purse's credit limit and frozen money as they were before the test (its recharges and fees
   * stay: money moved is history); what could not be put back, said.
   */
  async restore(admin: Caller): Promise<string[]> {
    const notes: string[] = [];
    for (const customerId of CUSTOMERS) {
      const start = this.purses[customerId];
      const now = await purseOf(admin, customerId);
      const money = { customerId, currency: 'USD' };
      const frozen = (cents(now.frozen) - cents(start.frozen)) / 100;
      if (frozen !== 0) {
        const path = frozen > 0 ? 'Finance/UnfreezeFunds' : 'Finance/FreezeFunds';
        const answer = await admin.post(path, { ...money, amount: Math.abs(frozen), remark: 'Property' });
        if (answer.status !== 200)
          notes.push(`${customerId}: ${path} ${Math.abs(frozen)}: ${answer.message}`);
      }
      const limit = await admin.post('Finance/SetCreditLimit', { ...money, creditLimit: start.creditLimit });
      if (limit.status !== 200) notes.push(`${customerId}: credit limit: ${limit.message}`);
    }
    return notes;
  }
}
