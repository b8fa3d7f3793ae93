import { serializeParams, toFormData, type Fields } from './serialize';

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';

export type ContentType = typeof JSON_TYPE | typeof FORM_TYPE | typeof MULTIPART_TYPE;

/** A JSON value, fields to encode, or a ready body (FormData, URLSearchParams, Blob, string). */
export type RequestBody = BodyInit | Fields | null;

export interface BodyChoice {
  /** serialise as application/x-www-form-urlencoded */
  form?: boolean;
  /** send as multipart form data (a plain object is turned into FormData) */
  multipart?: boolean;
  /** the same choice by content type; `form`/`multipart` win when set */
  contentType?: ContentType;
}

export interface EncodedBody {
  body?: BodyInit;
  /** undefined for multipart: the browser writes the type with its boundary */
  contentType?: string;
}

function kindOf(body: RequestBody, choice: BodyChoice): ContentType {
  if (body instanceof FormData || choice.multipart) return MULTIPART_TYPE;
  if (body instanceof URLSearchParams || choice.form) return FORM_TYPE;
  return choice.contentType ?? JSON_TYPE;
}

export function encodeBody(body: RequestBody | undefined, choice: BodyChoice): EncodedBody {
  if (body === undefined || body === null) return {};
  const kind = kindOf(body, choice);
  if (kind === MULTIPART_TYPE) {
    return { body: body instanceof FormData || typeof body === 'string' ? body : toFormData(body) };
  }
  if (kind === FORM_TYPE) {
    const encoded =
      typeof body === 'string'
        ? body
        : body instanceof URLSearchParams
          ? body.toString()
          : serializeParams(body);
    return { body: encoded, contentType: FORM_TYPE };
  }
  if (body instanceof Blob || body instanceof ArrayBuffer) return { body };
  return { body: typeof body === 'string' ? body : JSON.stringify(body), contentType: JSON_TYPE };
}
