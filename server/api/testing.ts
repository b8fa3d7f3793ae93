import { inflateSync } from 'node:zlib';
import { beforeAll, expect } from 'vitest';
import type { TokenPair } from '@machines/types';
import type { ListResult } from '@/api/business/types/api';
import type { OutboxMessage } from '@/api/outbox-types';
import {
  againstService,
  API,
  apiGet,
  apiPostJson,
  authHeaders,
  encrypt,
  readJson,
  requestToken,
  signInAs,
  type Envelope,
} from '../../mocks/testing';
import { liveDb } from './db-instance';

// Test helpers for the business endpoints: imported by *.test.ts only.

export interface Answer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  return { status: response.status, ...body };
}

/** A signed-in caller: JSON calls answer status and envelope; `raw` keeps the Response (files). */
export interface Caller {
  token: string;
  get<T>(path: string, lang?: string): Promise<Answer<T>>;
  post<T>(path: string, body: unknown, lang?: string): Promise<Answer<T>>;
  raw(path: string, lang?: string): Promise<Response>;
  postRaw(path: string, body: unknown, lang?: string): Promise<Response>;
  upload<T>(path: string, fields: Record<string, string | Blob>, lang?: string): Promise<Answer<T>>;
}

export function callerWith(token: string): Caller {
  return {
    token,
    get: async (path, lang) => answer(await apiGet(path, token, lang)),
    post: async (path, body, lang) => answer(await apiPostJson(path, body, token, lang)),
    raw: (path, lang) => apiGet(path, token, lang),
    postRaw: (path, body, lang) => apiPostJson(path, body, token, lang),
    upload: async (path, fields, lang = 'en') => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return answer(
        await fetch(`${API}/${path}`, { method: 'POST', headers: authHeaders(token, lang), body: form }),
      );
    },
  };
}

/** Signs `username` in (password = username) and returns a caller with its token. */
export async function signedIn(username: string): Promise<Caller> {
  return callerWith((await signInAs(username)).access_token);
}

/**
 * An invitation's token as its invitee gets it: from the demo's answer (`mail.link`), or on the
 * service, which answers no link, from the outbox an operator reads.
 */
export async function invitationToken(mail: { link: string } | null, email: string): Promise<string> {
  let link = mail?.link ?? '';
  if (againstService()) {
    expect(mail).toBeNull();
    const response = await apiGet(
      `Outbox/GetList?keyword=${encodeURIComponent(email)}&pageSize=1`,
      (await signInAs('admin')).access_token,
    );
    const [sent] = (await readJson<Envelope<ListResult<OutboxMessage>>>(response)).data.list;
    expect(sent).toMatchObject({ kind: 'invitation', to: email, state: 'waiting' });
    link = sent.secret ?? '';
  }
  expect(link).toContain('#/accept-invitation?token=');
  return new URLSearchParams(link.split('?')[1]).get('token') ?? '';
}

let invited = 0;

/** The role an invitation gives: a customer's user's, or an operator's. */
export type InvitedRole = { customerId: string; customerRole: string } | { operatorRole: string };

/**
 * Someone `by` (a bearer token) invites with a role (to a customer, or as an operator), who accepts
 * with a name of their own (unique across the worker's files) and signs in: a caller with that role.
 */
export async function invitedCaller(by: string, role: InvitedRole): Promise<Caller> {
  invited += 1;
  const tag = `${Date.now().toString(36)}${invited}`;
  const named = 'operatorRole' in role ? role.operatorRole : role.customerRole;
  const email = `${named}.${tag}@contoso.example`;
  const response =
    'operatorRole' in role
      ? await apiPostJson('Account/InviteOperator', { email, nickname: named, ...role }, by)
      : await apiPostJson('Customer/Invite', { email, nickname: named, ...role }, by);
  expect(response.status).toBe(200);
  const { mail } = (await readJson<Envelope<{ mail: { link: string } | null }>>(response)).data;
  const token = await invitationToken(mail, email);
  const username = `${named}_${tag}`.slice(0, 20);
  const password = 'Crates2027';
  const accepted = await apiPostJson('Authorization/AcceptInvitation', {
    token,
    username,
    password: encrypt(password),
  });
  expect(accepted.status).toBe(200);
  const signedIn = await requestToken({ grant_type: 'password', username, password: encrypt(password) });
  expect(signedIn.status).toBe(200);
  return callerWith((await readJson<TokenPair>(signedIn)).access_token);
}

/** The bytes of a file answer. */
export async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * A PDF's content streams, one after another: jsPDF deflates them unless made with `compress: false`,
 * so each is inflated when it can be and read as stored otherwise.
 */
export function pdfContent(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  // A stream is as long as its dictionary's /Length says: compressed bytes may end in a CR or LF,
  // which a pattern for the line break before `endstream` would take for its own.
  for (const match of raw.matchAll(/\/Length (\d+)[^]*?>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = raw.slice(start, start + Number(match[1]));
    try {
      streams.push(inflateSync(Buffer.from(data, 'latin1')).toString('latin1'));
    } catch {
      streams.push(data);
    }
  }
  return streams.join('\n');
}

/** The strings a PDF shows (`(…) Tj`), one a line, unescaped. */
export function pdfText(pdf: Uint8Array): string {
  return [...pdfContent(pdf).matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map(([, text]) => text.replace(/\\(.)/g, '$1'))
    .join('\n');
}

/** Each page's size in points (its MediaBox) to two decimals, [width, height], in the order stored. */
export function pdfPageSizes(pdf: Uint8Array): [number, number][] {
  const raw = Buffer.from(pdf).toString('latin1');
  const round = (points: number) => Math.round(points * 100) / 100;
  return [...raw.matchAll(/\/Type \/Page\b[^]*?\/MediaBox \[([^\]]*)\]/g)].map(([, box]) => {
    const [x0, y0, x1, y1] = box.trim().split(/\s+/).map(Number);
    return [round(x1 - x0), round(y1 - y0)];
  });
}

/** Builds the file's seeded db before its tests, with room for the seed on a busy machine. */
export function seedBeforeAll(): void {
  beforeAll(async () => {
    await liveDb();
  }, 120_000);
}

/** `yyyy-mm-dd`, `offset` days from `from` (now). */
export const isoDay = (offset: number, from = Date.now()) =>
  new Date(from + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * An inbound order as the console's form sends it for `Inbound/Save`: a box for each line's units of
 * its SKU, due in a week, `tag` in its reference, boxes' references and remark.
 */
export const inboundBody = (lines: readonly [sku: string, qty: number][], tag: string) => ({
  referenceNo: tag,
  warehouseCode: 'USEA',
  type: 'STANDARD',
  shippingMode: 'AIR',
  loadType: 'PARCEL',
  containerType: null,
  trackingNos: [],
  containerNo: '',
  eta: isoDay(7),
  deliveryMethod: 'SELF_DELIVERY',
  pickupAddress: '',
  remark: tag,
  boxes: lines.map(([sku, expectedQty], index) => ({
    boxNo: index + 1,
    customerBoxRef: `${tag}-${index + 1}`,
    weightKg: 5,
    lengthCm: 30,
    widthCm: 30,
    heightCm: 30,
    lines: [{ sku, expectedQty }],
  })),
});

/** A valid SKU for `Sku/Save`, with `patch` over it. */
export const skuInput = (patch: Record<string, unknown> = {}) => ({
  sku: 'TEST-SKU-01',
  nameCn: 'test',
  nameEn: 'Test product',
  weightKg: 0.5,
  lengthCm: 10,
  widthCm: 10,
  heightCm: 5,
  category: 'Electronics',
  cargoAttribute: 'GENERAL',
  ...patch,
});
