import { splitServerErrors } from '@/views/Business/shared/server-errors';

/**
 * A purse form's refusal shown where it belongs: a 422's messages at the fields the form shows
 * (`isShownField`), anything else (and any other failure) in the notice above the form.
 */
export function showPurseFormError(
  error: unknown,
  isShownField: (path: string) => boolean,
  setFieldErrors: (errors: Record<string, string>) => void,
  setNotice: (notice: string | null) => void,
): void {
  const split = splitServerErrors(error, isShownField);
  if (split) {
    setFieldErrors(split.atFields);
    setNotice(split.elsewhere[0] ?? null);
  } else setNotice(error instanceof Error ? error.message : String(error));
}
