/**
 * How the back-end keeps the photos of an exception it is told to raise; the field rules of that
 * request, shared with the console, are `src/api/rules/inbound-exception.ts`.
 */

const UPLOAD_ID = /^[A-Za-z0-9]+$/;

/**
 * The upload id of a photo reference: the id itself or the API path that serves it
 * (`Inbound/File?id=UP…`, what an upload answers as `url`); null for anything else.
 */
export function photoUploadId(reference: string): string | null {
  if (UPLOAD_ID.test(reference)) return reference;
  const match = /(?:^|[/?&])File\?(?:.*&)?id=([^&#]+)/.exec(reference);
  if (!match) return null;
  const id = decodeURIComponent(match[1]);
  return UPLOAD_ID.test(id) ? id : null;
}

/** How an exception keeps a photo: the path that serves it. */
export const photoPath = (uploadId: string): string => `Inbound/File?id=${encodeURIComponent(uploadId)}`;
