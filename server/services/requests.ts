import { isIsoDate, textOf } from '@/api/rules/fields';
import { failure, type Actor, type Failure } from './contract';
import { invalidField } from './outcome';

/** `YYYY-MM-DD` read from a request, or the failure for `field`. */
export function dayOf(
  value: unknown,
  field: string,
  key: 'dayInvalid' | 'periodFromInvalid' | 'periodToInvalid',
): string | Failure {
  const day = textOf(value).slice(0, 10);
  return isIsoDate(day) ? day : invalidField(field, { key });
}

export const isDay = (value: string | Failure): value is string => typeof value === 'string';

export const operatorOnly = (actor: Actor, action: string): Failure | null =>
  actor.role === 'operator' ? null : failure(403, 'operatorOnly', { action });
