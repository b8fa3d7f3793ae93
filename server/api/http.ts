import { HttpResponse, type JsonBodyType } from 'msw';
import type { ApiEnvelope } from '@/api/types';
import { msg, type MessageKey } from './i18n';

export const SUCCESS_CODE = 200;

/** Success envelope (seed §8): `{ code: 200, message: 'success', data }`. */
export function ok<T extends JsonBodyType>(data: T, message = 'success'): HttpResponse<ApiEnvelope<T>> {
  return HttpResponse.json({ code: SUCCESS_CODE, message, data });
}

/** A business failure: HTTP 200 carrying another body code (the seed's sample "code 500"). */
// Typed as a plain Response so a resolver may return it beside its typed success answer.
export function fail(code: number, message: string, data: JsonBodyType = null): Response {
  return HttpResponse.json({ code, message, data });
}

/** An HTTP error whose body repeats the status as its code: `{ code: status, message }`. */
export function httpError(status: number, message: string, data?: JsonBodyType): Response {
  const body = data === undefined ? { code: status, message } : { code: status, message, data };
  return HttpResponse.json(body, { status });
}

export function unauthorized(request: Request, key: MessageKey): Response {
  return httpError(401, msg(request, key));
}

export function forbidden(request: Request): Response {
  return httpError(403, msg(request, 'forbidden'));
}

export type FieldErrors = Record<string, string>;

/** HTTP 422 `{ code: 422, message, data: { field: message } }` (business.md §2). */
export function invalid(request: Request, fields: FieldErrors): Response {
  return httpError(422, msg(request, 'validationFailed'), fields);
}

/**
 * The caller's address, as the service saw it (or its proxy said it, TRUST_PROXY): set by the
 * service's app on every call, whatever the caller sent under that name. The embedded demo has none.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Outpost-Client-Address';

export const clientAddress = (request: Request): string | null => request.headers.get(CLIENT_ADDRESS_HEADER);

export const TOKEN_HEADER = 'Authorization';

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get(TOKEN_HEADER);
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** A JSON body as a plain object; anything else (no body, invalid JSON, an array) gives `{}`. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  } catch {
    return {};
  }
}

/**
 * A business call's JSON body as a plain object, or the 400 to answer: a body that is not JSON, or
 * JSON that is not an object (an array, a number), says so in the caller's language rather than being
 * read as empty and refused field by field. An empty body is an empty object (a call without fields).
 */
export async function readJsonBody(request: Request): Promise<Record<string, unknown> | Response> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return httpError(400, msg(request, 'bodyNotJson'));
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return httpError(400, msg(request, 'bodyNotObject'));
  return { ...body };
}

export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}
