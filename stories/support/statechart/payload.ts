/** What a payload editor holds: an object as JSON, or the reason it is not one, in words. */
export type ParsedPayload = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

export function parsePayload(text: string): ParsedPayload {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'The payload must be a JSON object, like {"width": 375}.' };
  }
  if ('type' in value) return { ok: false, error: 'Leave "type" out: the button says which event it is.' };
  return { ok: true, value: value as Record<string, unknown> };
}

export const toJson = (value: Record<string, unknown>) =>
  Object.keys(value).length === 0 ? '' : JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
