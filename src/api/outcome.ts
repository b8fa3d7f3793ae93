import type { FetchResponse } from 'ofetch';
import { bindings, translateError } from './bindings';
import { SUCCESS_CODE } from './constants';
import { ApiError, VALIDATION_CODE } from './errors';
import type { ErrorKey } from './messages';

const SESSION_EXPIRED_CODE = 401;

interface Envelope {
  code: number;
  message?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message ? body.message : undefined;
}

/** An error answer asked for as a blob still carries the server's JSON message. */
async function readErrorBody(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  try {
    return JSON.parse(await data.text()) as unknown;
  } catch {
    return undefined;
  }
}

function statusKey(status: number): ErrorKey {
  if (status === 403) return 'error.forbidden';
  if (status === 404) return 'error.notFound';
  if (status === VALIDATION_CODE) return 'error.validation';
  return status >= 500 ? 'error.server' : 'error.unknown';
}

async function httpError(response: FetchResponse<unknown>): Promise<ApiError> {
  const body = await readErrorBody(response._data);
  const { status } = response;
  return new ApiError({
    reason: status === 403 ? 'forbidden' : 'http',
    code: isEnvelope(body) ? body.code : status,
    status,
    message: messageOf(body) ?? translateError(statusKey(status)),
    // a 422 may answer the field map bare instead of in an envelope
    data: isEnvelope(body) ? body.data : body,
  });
}

/** The error catalogue of seed §8, for every answer but HTTP 401 (the client's refresh flow). */
export async function interpret(response: FetchResponse<unknown>): Promise<unknown> {
  if (response.status >= 400) throw await httpError(response);
  const body = response._data;
  if (body instanceof Blob || !isEnvelope(body)) return body;
  if (body.code === SUCCESS_CODE) return body.data;
  const base = { code: body.code, status: response.status, data: body.data };
  if (body.code === SESSION_EXPIRED_CODE) {
    bindings().onSessionExpired();
    const message = messageOf(body) ?? translateError('error.sessionExpired');
    throw new ApiError({ ...base, reason: 'sessionExpired', message });
  }
  const fallback: ErrorKey = body.code === VALIDATION_CODE ? 'error.validation' : 'error.unknown';
  throw new ApiError({ ...base, reason: 'code', message: messageOf(body) ?? translateError(fallback) });
}
