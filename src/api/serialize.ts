/** Anything whose own enumerable fields are query or form values (interfaces included). */
export type Fields = object;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function stringify(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each non-null value of `fields`, arrays spread into repeated keys. */
function* entries(fields: Fields): Generator<[string, unknown]> {
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) yield [key, item];
    }
  }
}

/** `a=1&b=x%20y`, omitting null and undefined (seed §7); also the body of form-urlencoded posts. */
export function serializeParams(fields: Fields | undefined): string {
  const search = new URLSearchParams();
  if (fields) for (const [key, value] of entries(fields)) search.append(key, stringify(value));
  return search.toString();
}

/** The URL with its query: what is sent and what identifies the request for cancelling. */
export function withParams(url: string, params: Fields | undefined): string {
  const query = serializeParams(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Files and blobs are appended as such, other values as text; null and undefined are left out. */
export function toFormData(fields: Fields): FormData {
  const form = new FormData();
  for (const [key, value] of entries(fields)) {
    if (isBlob(value)) form.append(key, value);
    else form.append(key, stringify(value));
  }
  return form;
}
