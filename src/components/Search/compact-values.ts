import { isBlank } from '@/components/Form/field-values';

/** The filter a search sends: fields left blank are left out (the request then omits them). */
export function compactValues<F>(values: F): Partial<F> {
  const out: Partial<F> = {};
  for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
    if (!isBlank(value) && value !== false) (out as Record<string, unknown>)[field] = value;
  }
  return out;
}
