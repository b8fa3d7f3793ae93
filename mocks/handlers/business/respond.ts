import type { JsonBodyType } from 'msw';
import type { Failure, FieldMessages, Outcome } from '../../db/services/contract';
import { fail, httpError, ok } from '../../http';
import { langOf, translate, type MockLang } from '../../i18n';

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
  if (failure.status === 422) return httpError(422, message, translateFields(lang, failure.fields ?? {}));
  return httpError(failure.status, message);
}

export function outcomeResponse<T extends JsonBodyType>(request: Request, outcome: Outcome<T>): Response {
  return outcome.ok ? ok(outcome.value) : failureResponse(request, outcome);
}
