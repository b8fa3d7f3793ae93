/** Why a request failed; lets callers branch without parsing messages. */
export type ApiErrorReason =
  | 'code' // the envelope carried a code other than 200
  | 'http' // HTTP error status other than 401/403
  | 'forbidden' // HTTP 403
  | 'sessionExpired' // envelope code 401
  | 'refreshFailed' // HTTP 401 and the token could not be renewed, or the replay met 401 again
  | 'network'
  | 'timeout';

export interface ApiErrorInit {
  reason: ApiErrorReason;
  message: string;
  /** the envelope code when there is one, else the HTTP status (0 without a response) */
  code: number;
  /** the HTTP status, 0 without a response */
  status: number;
  data?: unknown;
  /** already said once elsewhere (a session's end met by a storm of requests): not toasted again */
  quiet?: boolean;
  /** what caused it (the refresh failure that many requests share) */
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly reason: ApiErrorReason;
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly quiet: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.reason = init.reason;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.quiet = init.quiet ?? false;
  }
}

/** A request aborted by `cancelRequest`, `cancelAllRequests` or the caller's signal: never toasted. */
export class RequestCancelledError extends Error {
  override readonly name = 'AbortError';
  readonly url: string;

  constructor(url: string) {
    super(`Request cancelled: ${url}`);
    this.url = url;
  }
}

export function isCancelledError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export const VALIDATION_CODE = 422;

export function isValidationError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === VALIDATION_CODE;
}

/** The server's per-field messages of a 422 answer, `{}` for any other error. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isValidationError(error) || typeof error.data !== 'object' || error.data === null) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.data)) {
    if (typeof message === 'string') fields[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[field] = message[0];
  }
  return fields;
}
