import { inflateSync } from 'node:zlib';
import { beforeAll } from 'vitest';
import { API, apiGet, apiPostJson, authHeaders, signInAs } from '../../testing';
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

/** The bytes of a file answer. */
export async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

export const startsWithPdf = (bytes: Uint8Array): boolean =>
  new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';

/**
 * The strings a PDF shows (`(…) Tj`), one a line, read from its content streams: jsPDF deflates them
 * unless made with `compress: false`, so each is inflated when it can be and read as stored otherwise.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const shown: string[] = [];
  for (const [, data] of raw.matchAll(/stream\r?\n([^]*?)\r?\nendstream/g)) {
    let content = data;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      // stored as it is
    }
    for (const [, text] of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      shown.push(text.replace(/\\(.)/g, '$1'));
    }
  }
  return shown.join('\n');
}

/** Builds the file's seeded db before its tests, with room for the seed on a busy machine. */
export function seedBeforeAll(): void {
  beforeAll(async () => {
    await liveDb();
  }, 120_000);
}

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
