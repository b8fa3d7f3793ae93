import { beforeAll, describe, expect, it } from 'vitest';
import { againstService, setupMockServer } from '../../mocks/testing';
import { MATRIX } from './cross-customer.matrix.test-support';
import {
  answerOf,
  layGroundwork,
  outboundBatch,
  send,
  signInAll,
  type Groundwork,
} from './cross-customer.test-support';
import { Records } from './cross-customer.records.test-support';
import { businessHandlers } from './business-handlers';
import { seedBeforeAll, type Caller } from './testing';

// The cross-customer matrix (cross-customer.matrix.test-support.ts): every call of the handler table
// is classified; an operator's call is refused to a customer; a list or an export shows C002 none of
// C001's rows whatever filter names C001. The calls on one record: cross-customer.records.test.ts.

setupMockServer();
if (!againstService()) seedBeforeAll();

const keyOf = (method: string, path: string) => `${method} ${path.replace(/^.*\/services\/api\//, '')}`;
const calls = () =>
  businessHandlers.map((handler) => keyOf(handler.info.method as string, String(handler.info.path)));

/** A list's or an export's answer, as text. */
async function body(caller: Caller, path: string): Promise<{ status: number; text: string }> {
  const response = await caller.raw(path);
  return { status: response.status, text: await response.text() };
}

/** The ids and document numbers (not the customer's own references) of `customer`'s rows in a JSON answer. */
function numbersOf(json: unknown, customer: string, into: Set<string>): void {
  if (Array.isArray(json)) {
    for (const item of json) numbersOf(item, customer, into);
    return;
  }
  if (typeof json !== 'object' || json === null) return;
  const row = json as Record<string, unknown>;
  const owned = (row.customerId ?? row.ownerCustomerId) === customer;
  for (const [field, value] of Object.entries(row)) {
    const numbered = field === 'id' || (field.endsWith('No') && field !== 'referenceNo');
    if (owned && numbered && typeof value === 'string' && value.length >= 4) into.add(value);
    else numbersOf(value, customer, into);
  }
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null; // a CSV export
  }
};

/** Whether a JSON answer's data holds a row of some list (a list or a chart's points). */
const holdsRows = (text: string): boolean => {
  const data = (parsed(text) as { data?: unknown } | null)?.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    Object.values(data).some((v) => Array.isArray(v) && v.length > 0)
  );
};

const tokensOf = (text: string): string[] => text.match(/[A-Za-z0-9_-]{4,}/g) ?? [];

const withFilter = (path: string, filter: string) => `${path}${path.includes('?') ? '&' : '?'}${filter}`;

/**
 * The lists that show C001 no id or number of its own even unfiltered, and why: no marker can leak
 * there, so C002's answer to each request is checked to be another than C001's answer to it.
 */
const NOTHING_TO_SHOW: Record<string, string> = {
  'GET Finance/GetFeeTrend': 'amounts per business and month, no record named',
};

let ground: Groundwork;
/** Another customer's filters of C001: none, its id, its order's id as a keyword, its SKU's code. */
let filters: string[];

beforeAll(async () => {
  const as = await signInAll();
  ground = await layGroundwork(as, 10);
  // a batch of C001's for the batches' list (the seed has none), its order a keyword to look for
  const batch = await outboundBatch(as, ground.sku.code, 'LABEL_PRINT', 'OPEN', 1);
  const { data } = await as.seller.get<{ orderIds: string[] }>(`Outbound/GetBatch?id=${batch}`);
  const [order] = data.orderIds;
  expect(order, `${batch}'s order`).toBeDefined();
  filters = ['', 'customerId=C001', `keyword=${order}`, `sku=${encodeURIComponent(ground.sku.code)}`];
}, 120_000);

describe('another customer’s record', () => {
  it('every call of the handler table is in the matrix or exempted with a reason', () => {
    expect(calls().length).toBeGreaterThan(100);
    const missing = calls().filter((call) => !(call in MATRIX));
    const stale = Object.keys(MATRIX).filter((call) => !calls().includes(call));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    for (const [call, entry] of Object.entries(MATRIX)) {
      if ('exempt' in entry) expect(entry.exempt.length, `${call}'s reason`).toBeGreaterThan(10);
    }
  });

  it('is out of reach of every operator’s call, which answers 403 to either customer', async () => {
    const as = await signInAll();
    const records = new Records(as, ground);
    const operators = Object.entries(MATRIX).flatMap(([call, entry]) =>
      'operator' in entry ? [{ call, request: entry.operator }] : [],
    );
    expect(operators.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    let reads = 0;
    for (const { call, request } of operators) {
      const sent = await request(records);
      for (const customer of ['seller', 'seller2'] as const) {
        const answer = await answerOf(await send(as[customer], sent));
        if (answer.status !== 403)
          wrong.push(`${call} by ${customer}: ${answer.status} (an operator's call)`);
      }
      // a read is made by the operator too: the 403 is the caller's, not a record's that is not there
      if ('get' in sent) {
        reads += 1;
        const answer = await answerOf(await send(as.admin, sent));
        if (answer.status !== 200) wrong.push(`${call} by the operator: ${answer.status} ${answer.text}`);
      }
    }
    // the records the operator's writes name are there too
    for (const path of ['Warehouse/Get?id=USEA', 'Carrier/Get?id=UPS-GROUND', 'Customer/Get?id=C001']) {
      expect((await as.admin.get(path)).status, path).toBe(200);
    }
    console.info(
      `cross-customer operator calls: ${operators.length}, each answered 403 to both customers; ` +
        `${reads} reads answered to the operator`,
    );
    expect(reads).toBeGreaterThan(0);
    expect(wrong.join('\n')).toBe('');
  });

  it('never shows in a list or an export, whatever filter names it', async () => {
    const as = await signInAll();
    const lists = Object.entries(MATRIX).flatMap(([call, entry]) =>
      'list' in entry ? [{ call, path: entry.list }] : [],
    );
    expect(lists.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    // C001's ids and numbers: those of its rows in its own answers to the very requests C002 makes
    const mine = new Set<string>(['C001']);
    const c002s = new Set<string>();
    const answers: { call: string; filter: string; owners: string; theirs: string }[] = [];
    for (const { call, path } of lists) {
      for (const filter of filters) {
        const request = filter === '' ? path : withFilter(path, filter);
        const owners = await body(as.seller, request);
        const theirs = await body(as.seller2, request);
        if (owners.status !== 200) wrong.push(`${call} ${filter} by C001: ${owners.status}`);
        if (theirs.status !== 200) wrong.push(`${call} ${filter} by C002: ${theirs.status}`);
        numbersOf(parsed(owners.text), 'C001', mine);
        numbersOf(parsed(theirs.text), 'C002', c002s);
        answers.push({ call, filter, owners: owners.text, theirs: theirs.text });
      }
    }
    // a number both have (the day's storage job) names no one
    const markers = new Set([...mine].filter((marker) => !c002s.has(marker)));
    expect(markers.size).toBeGreaterThan(100);
    const shownToOwner = new Set<string>();
    for (const { call, filter, owners, theirs } of answers) {
      if (filter === '' && tokensOf(owners).some((token) => markers.has(token))) shownToOwner.add(call);
      if (call in NOTHING_TO_SHOW && theirs === owners && holdsRows(owners)) {
        wrong.push(`${call} ${filter}: C001's answer`);
      }
      const leaked = tokensOf(theirs).filter((token) => markers.has(token));
      if (leaked.length > 0) wrong.push(`${call} ${filter}: C001's ${leaked.slice(0, 3).join(', ')}`);
    }
    console.info(
      `cross-customer lists and exports: ${lists.length}, ${answers.length} answers to C002 with C001 ` +
        `named as a filter or none, ${shownToOwner.size} lists showing C001 its own rows, ` +
        `${markers.size} of C001's ids and numbers, none of them shown to C002`,
    );
    expect(wrong.join('\n')).toBe('');
    const blank = lists.map(({ call }) => call).filter((call) => !shownToOwner.has(call));
    expect(blank.sort()).toEqual(Object.keys(NOTHING_TO_SHOW).sort());
  });
});
