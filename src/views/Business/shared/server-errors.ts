import { ApiError, fieldErrors } from '@/api/errors';

/**
 * A 422's messages split into those a form shows at one of its fields (`isShownField` of the path the
 * server names, `lines.0.qty`) and the rest, shown above the form; null for any other failure.
 */
export function splitServerErrors(
  error: unknown,
  isShownField: (path: string) => boolean,
): { atFields: Record<string, string>; elsewhere: string[] } | null {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const atFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    if (isShownField(path)) atFields[path] = message;
    else elsewhere.push(message);
  }
  return { atFields, elsewhere };
}

/** Brings the first field with a message into view and focus, after the messages render. */
export function focusFirstError(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView?.({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
