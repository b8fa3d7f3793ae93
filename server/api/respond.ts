import type { JsonBodyType } from 'msw';
import type { Failure, FieldMessages, Outcome } from '../services/contract';
import { fail, httpError, ok } from './http';
import { langOf, translate, type MockLang } from './i18n';

/** The most field messages a 422 carries; the message says how many there were. */
export const MAX_FIELD_MESSAGES = 100;

export function translateFields(lang: MockLang, fields: FieldMessages): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, ref] of Object.entries(fields)) out[field] = translate(lang, ref.key, ref.params);
  return out;
}

/**
 * A service failure as the API answers it (business.md §2): HTTP 403/404/409/422 whose body repeats
 * the status as its code (422 with `data: { field: message }`), and the seed's "code 500" of a delete
 * without ids as a body code on HTTP 200, like the sample endpoints.
 */
export function failureResponse(request: Request, failure: Failure): Response {
  const lang = langOf(request);
  const message = translate(lang, failure.message.key, failure.message.params);
  if (failure.status === 500) return fail(500, message);
  if (failure.status === 422) {
    const fields = Object.entries(failure.fields ?? {});
    if (fields.length <= MAX_FIELD_MESSAGES)
      return httpError(422, message, translateFields(lang, failure.fields ?? {}));
    // 100,000 bad lines answer the first hundred and how many there were, not megabytes of messages.
    const shown = Object.fromEntries(fields.slice(0, MAX_FIELD_MESSAGES));
    const total = translate(lang, 'validationFailedMany', {
      shown: String(MAX_FIELD_MESSAGES),
      total: String(fields.length),
    });
    return httpError(422, total, translateFields(lang, shown));
  }
  return httpError(failure.status, message);
}

export function outcomeResponse<T extends JsonBodyType>(request: Request, outcome: Outcome<T>): Response {
  return outcome.ok ? ok(outcome.value) : failureResponse(request, outcome);
}
