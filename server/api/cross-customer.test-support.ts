import { expect } from 'vitest';
import { API, authHeaders } from '../../mocks/testing';
import { bytesOf, inboundBody, pdfText, signedIn, skuInput, type Caller } from './testing';

// The cross-customer matrix's requests and answers, and C001's documents taken along their lifecycles,
// through the API only, as C001's user (`seller`) and the operator (`admin`) would: the same files run
// against this process's back-end and against the service (the contract project), another process.

export type Request =
  | { get: string }
  | { post: string; body: Record<string, unknown> }
  | { upload: string; fields: Record<string, string>; file: File };

export const get = (path: string): Request => ({ get: path });
export const post = (path: string, body: Record<string, unknown>): Request => ({ post: path, body });

export type Callers = Record<'seller' | 'seller2' | 'admin', Caller>;

/** C001's user, C002's user and the operator, signed in afresh (sessions end after each test). */
export const signInAll = async (): Promise<Callers> => ({
  seller: await signedIn('seller'),
  seller2: await signedIn('seller2'),
  admin: await signedIn('admin'),
});

export type Row = Record<string, unknown>;

/**
 * How C001's user reads a record back: a GET, and the record in its answer's `data` (by default the
 * whole of it; a record with no Get of its own is picked out of its list).
 */
export interface Probe {
  path: string;
  pick?: (data: unknown) => unknown;
}

/** A record of C001's a call is aimed at: its id, as its owner reads it, and how to read it again. */
export interface Target {
  id: string;
  data: Row;
  probe: Probe;
}

/** The record `id` among the rows of a list answer (`{ list }`), or of `field` of a document. */
export const rowIn =
  (id: string, field = 'list') =>
  (data: unknown): unknown =>
    ((data as Record<string, Row[] | undefined>)[field] ?? []).find((row) => row.id === id);

/** The record as its owner reads it now; undefined when it is not there (404, or not in its list). */
export async function readBack(owner: Caller, probe: Probe): Promise<Row | undefined> {
  const answer = await owner.get<unknown>(probe.path);
  if (answer.status === 404) return undefined;
  expect(answer.status, `${probe.path}: ${JSON.stringify(answer).slice(0, 300)}`).toBe(200);
  return (probe.pick ? probe.pick(answer.data) : answer.data) as Row | undefined;
}

export function send(caller: Caller, request: Request): Promise<Response> {
  if ('get' in request) return caller.raw(request.get);
  if ('post' in request) return caller.postRaw(request.post, request.body);
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  form.append('file', request.file);
  return fetch(`${API}/${request.upload}`, {
    method: 'POST',
    headers: authHeaders(caller.token),
    body: form,
  });
}

export interface Answer {
  status: number;
  /** A JSON answer's text; a file's name and, for a PDF, the strings it shows. */
  text: string;
}

/** The outcome of a call: a bulk action's one order's own, a body code on HTTP 200 its code. */
export async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    const body = JSON.parse(text) as { code?: number; data?: { failed?: { status: number }[] } };
    const failed = body.data?.failed;
    if (failed?.length === 1) return { status: failed[0].status, text };
    const code = response.status === 200 && typeof body.code === 'number' ? body.code : response.status;
    return { status: code, text };
  }
  const name = response.headers.get('Content-Disposition') ?? '';
  const bytes = await bytesOf(response);
  return { status: response.status, text: type === 'application/pdf' ? `${name}\n${pdfText(bytes)}` : name };
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const PDF = new TextEncoder().encode('%PDF-1.4 cross-customer');

/** The day `offset` days from `from` (YYYY-MM-DD; today by default). */
/**
 * A number no other record of the matrix has in this worker's back-end, for codes and references: the
 * contract project's files share their worker's service, so the count is the worker's, as the
 * service is (server/contract.setup.ts).
 */
const worker = globalThis as { crossCustomerSerial?: number };
export const next = () => (worker.crossCustomerSerial = (worker.crossCustomerSerial ?? 0) + 1);

/** What the matrix's records lean on, made once per file: a stocked approved SKU of C001's own. */
export interface Groundwork {
  sku: { id: string; code: string };
  /** The inbound order that stocked it at USEA, COMPLETED (its fees posted). */
  completedInbound: string;
}

/** Saves through `path` as `caller`, then each step in turn (`[by, path, payload]`): the saved id. */
export async function made(
  caller: Caller,
  path: string,
  body: Record<string, unknown>,
  steps: [Caller, string, Record<string, unknown>][] = [],
): Promise<string> {
  const saved = await caller.post<{ id: string }>(path, body);
  expect(saved.status, `${path}: ${JSON.stringify(saved).slice(0, 400)}`).toBe(200);
  for (const [by, step, payload] of steps) await done(by, step, { id: saved.data.id, ...payload });
  return saved.data.id;
}

/** A call that must answer 200: its data. */
export async function done<T = unknown>(caller: Caller, path: string, body: Record<string, unknown>) {
  const answer = await caller.post<T>(path, body);
  expect(answer.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(answer).slice(0, 400)}`).toBe(200);
  return answer.data;
}

/** An upload of C001's user for its record `docId`: the stored file's id and name. */
export async function uploaded(seller: Caller, module: string, purpose: string, docId: string, file: File) {
  const answer = await seller.upload<{ id: string; name: string }>(`${module}/Upload`, {
    file,
    purpose,
    docId,
  });
  expect(answer.status, `${module}/Upload: ${JSON.stringify(answer)}`).toBe(200);
  return { id: answer.data.id, name: answer.data.name };
}

export const skuBody = (code: string) =>
  skuInput({ sku: code, nameCn: 'Cross customer', nameEn: 'Cross customer', category: 'Home' });

/** A declaration of `sku` for import into the US. */
export const declarationBody = (sku: string) => ({
  sku,
  countryCode: 'US',
  direction: 'IMPORT',
  declaredNameEn: 'Cross customer',
  declaredNameCn: 'Cross customer',
  hsCode: '940540',
  declaredValue: 10,
  currency: 'USD',
  originCountry: 'CN',
});

/** The receive counts of an inbound order whose every box held what it said, all of it good. */
export const countsAsExpected = (order: Row) =>
  (order.boxes as { boxNo: number; lines: { sku: string; expectedQty: number }[] }[]).flatMap((box) =>
    box.lines.map((line) => ({
      boxNo: box.boxNo,
      sku: line.sku,
      receivedQty: line.expectedQty,
      goodQty: line.expectedQty,
      damagedQty: 0,
    })),
  );

export const INBOUND_PATH = [
  'DRAFT',
  'PENDING_REVIEW',
  'APPROVED',
  'IN_TRANSIT',
  'ARRIVED',
  'RECEIVING',
  'RECEIVED',
  'COMPLETED',
] as const;

/** C001's inbound order of `qty` units of `sku` to USEA, taken along its lifecycle to `status`. */
export async function inboundOrder(
  as: Callers,
  sku: string,
  qty: number,
  status: (typeof INBOUND_PATH)[number],
): Promise<string> {
  const n = next();
  const body = inboundBody([[sku, qty]], `XC-IB-${n}`);
  const steps: [Caller, string, Record<string, unknown>][] = [
    [as.seller, 'Inbound/Submit', {}],
    [as.admin, 'Inbound/Approve', {}],
    [as.seller, 'Inbound/MarkShipped', { trackingNos: ['1Z999AA10123456784'] }],
    [as.admin, 'Inbound/Arrive', {}],
    [as.admin, 'Inbound/StartReceiving', {}],
    [as.admin, 'Inbound/Receive', { lines: countsAsExpected(body) }],
    [as.admin, 'Inbound/Putaway', {}],
  ];
  return made(as.seller, 'Inbound/Save', body, steps.slice(0, INBOUND_PATH.indexOf(status)));
}

/**
 * A credit line for C001 (the fees its orders reserve never stand in their way), and a SKU of its
 * own, approved and stocked at USEA through an inbound order taken to its end.
 */
export async function layGroundwork(as: Callers, units = 100): Promise<Groundwork> {
  await done(as.admin, 'Finance/SetCreditLimit', {
    customerId: 'C001',
    currency: 'USD',
    creditLimit: 1_000_000,
  });
  const code = `XC-STOCK-${next()}`;
  const id = await made(as.seller, 'Sku/Save', skuBody(code));
  // what comes into the US is declared for import there, the declaration approved before the SKU
  const declaration = await made(as.seller, 'Sku/SaveDeclaration', declarationBody(code));
  await done(as.admin, 'Sku/ApproveDeclaration', { id: declaration });
  await done(as.seller, 'Sku/Submit', { id });
  await done(as.admin, 'Sku/Approve', { id });
  const completedInbound = await inboundOrder(as, code, units, 'COMPLETED');
  const stock = await as.seller.get<{ list: { available: number }[] }>(
    `Inventory/GetList?warehouseCode=USEA&sku=${encodeURIComponent(code)}`,
  );
  expect(stock.data.list.map((row) => row.available)).toEqual([units]);
  return { sku: { id, code }, completedInbound };
}

/** The statuses an outbound order is taken through, each with the step that brings it there. */
const OUTBOUND_STEPS: Record<string, [by: 'seller' | 'admin', path: string, payload: Row][]> = {
  DRAFT: [],
  EXCEPTION: [['seller', 'Outbound/Submit', {}]],
  AWAITING_PICK: [['seller', 'Outbound/Submit', {}]],
  ON_HOLD: [
    ['seller', 'Outbound/Submit', {}],
    ['seller', 'Outbound/Hold', {}],
  ],
  PICKING: [
    ['seller', 'Outbound/Submit', {}],
    ['admin', 'Outbound/Pick', {}],
  ],
  PACKED: [
    ['seller', 'Outbound/Submit', {}],
    ['admin', 'Outbound/Pick', {}],
    ['admin', 'Outbound/Pack', { actualWeightKg: 0.5 }],
  ],
};
OUTBOUND_STEPS['PICKING.cancelRequested'] = [
  ...OUTBOUND_STEPS.PICKING,
  ['seller', 'Outbound/RequestCancel', { reason: 'ordered twice' }],
];
OUTBOUND_STEPS['PACKED.cancelRequested'] = [
  ...OUTBOUND_STEPS.PACKED,
  ['seller', 'Outbound/RequestCancel', { reason: 'ordered twice' }],
];
OUTBOUND_STEPS.SHIPPED = [
  ...OUTBOUND_STEPS.PACKED,
  ['admin', 'Outbound/Ship', { trackingNo: '1ZXCSHIPPED' }],
];

export interface OutboundOptions {
  /** WAREHOUSE_ONLY: the order leaves with the customer's own label (none uploaded yet). */
  ownLabel?: boolean;
}

/**
 * C001's order of one unit of `sku` from USEA by UPS, taken to `status` (EXCEPTION: its address is no
 * US one, so the carrier cannot deliver it, whatever the stock and the purse).
 */
export async function outboundOrder(
  as: Callers,
  sku: string,
  status: string,
  options: OutboundOptions = {},
): Promise<string> {
  const steps = OUTBOUND_STEPS[status];
  if (!steps) throw new Error(`no way to an outbound order in ${status}`);
  const n = next();
  const id = await made(as.seller, 'Outbound/Save', {
    referenceNo: `XC-OB-${n}`,
    warehouseCode: 'USEA',
    carrierCode: 'UPS-GROUND',
    businessMode: options.ownLabel ? 'WAREHOUSE_ONLY' : 'WAREHOUSE_AND_DELIVERY',
    consignee: {
      name: 'Cross Customer',
      phone: '+1 212-555-0147',
      countryCode: 'US',
      state: 'NY',
      city: 'New York',
      address1: '123 Main Street',
      postcode: status === 'EXCEPTION' ? 'ABCDE' : '10001',
    },
    lines: [{ sku, qty: 1, declaredValue: 10 }],
  });
  for (const [by, path, payload] of steps) await done(as[by], path, { id, ...payload });
  return id;
}

/** C001's batch of `kind` of `orders` packed orders (none: one added, then taken out), OPEN or PRINTED. */
export async function outboundBatch(
  as: Callers,
  sku: string,
  kind: 'LABEL_PRINT' | 'HANDOVER',
  status: 'OPEN' | 'PRINTED',
  orders: number,
): Promise<string> {
  const orderIds: string[] = [];
  for (let i = 0; i < Math.max(orders, 1); i += 1) orderIds.push(await outboundOrder(as, sku, 'PACKED'));
  const id = await made(as.seller, 'Outbound/SaveBatch', { kind, orderIds, remark: 'Cross customer' });
  if (orders === 0) await done(as.seller, 'Outbound/RemoveBatchOrders', { id, orderIds });
  // the warehouse prints a handover sheet; the customer its own labels
  if (status === 'PRINTED')
    await done(kind === 'HANDOVER' ? as.admin : as.seller, 'Outbound/PrintBatch', { id });
  return id;
}

/** C001's return of two units of `sku` by carrier to USEA, taken along its lifecycle to `status`. */
export async function rmaOrder(as: Callers, sku: string, status: string): Promise<string> {
  const path = ['DRAFT', 'SUBMITTED', 'RECEIVED', 'COMPLETED'];
  const steps: [Caller, string, Record<string, unknown>][] = [
    [as.seller, 'Rma/Submit', {}],
    [as.admin, 'Rma/Receive', { lines: [{ sku, goodQty: 2, defectiveQty: 0, unidentifiedQty: 0 }] }],
    [as.admin, 'Rma/Process', {}],
  ];
  const n = next();
  const body = {
    referenceNo: `XC-RMA-${n}`,
    source: 'CARRIER_RETURN',
    originalOutboundNo: '',
    warehouseCode: 'USEA',
    trackingNo: `1ZXCRETURN${n}`,
    reason: 'Cross customer',
    strategyId: null,
    lines: [{ sku, expectedQty: 2 }],
  };
  return made(as.seller, 'Rma/Save', body, steps.slice(0, path.indexOf(status)));
}
