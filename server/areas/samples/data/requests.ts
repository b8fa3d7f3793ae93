import { fail, readJsonObject } from '../../../api/http';
import { msg, type MessageKey } from '../../../api/i18n';

/** The `ids` of a delete body as strings; numbers are accepted too. */
export async function readIds(request: Request): Promise<Set<string>> {
  const { ids } = await readJsonObject(request);
  if (!Array.isArray(ids)) return new Set();
  return new Set(
    ids
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .map(String)
      .filter((id) => id !== ''),
  );
}

/** Seed §5 and §8: a delete without ids fails with code 500. */
export function noIdsToDelete(request: Request): Response {
  return fail(500, msg(request, 'deleteIdsRequired'));
}

export function notFound(request: Request): Response {
  return fail(404, msg(request, 'recordNotFound'));
}

/** A 422 in the envelope, like the other sample failures: HTTP 200, `data` the field messages. */
export function invalidFields(request: Request, fields: Record<string, string>): Response {
  return fail(422, msg(request, 'validationFailed'), fields);
}

/** The id of a save body: a non-empty string or number, else undefined (a create). */
export function idOf(body: Record<string, unknown>): string | undefined {
  const { id } = body;
  if (typeof id === 'number') return String(id);
  return typeof id === 'string' && id.trim() !== '' ? id : undefined;
}

/** Each field's rule error in the request's language. */
export function fieldMessages(
  request: Request,
  errors: Partial<Record<string, { key: MessageKey; params?: Record<string, string> }>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error) fields[field] = msg(request, error.key, error.params);
  }
  return fields;
}
