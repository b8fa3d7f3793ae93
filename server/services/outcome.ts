import { EffectError } from '../store/effect';
import type { FieldErrors } from '@/api/rules/fields';
import type { Db } from '../store/store';
import { transact } from '../store/tx';
import {
  failure,
  succeed,
  type Failure,
  type FieldMessages,
  type MessageRef,
  type Outcome,
} from './contract';

/** Thrown inside a service transaction to refuse with `failure`: every write so far is undone. */
export class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message.key);
  }
}

export const toFieldMessages = (errors: FieldErrors): FieldMessages =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, { key }]));

/** 422 with a message per field. */
export const invalid = (fields: FieldMessages): Failure =>
  failure(422, 'validationFailed', undefined, fields);

export const invalidField = (field: string, message: MessageRef): Failure => invalid({ [field]: message });

export const hasFields = (fields: FieldMessages): boolean => Object.keys(fields).length > 0;

/** What a refused effect means to the caller: the purse or the stock does not allow it (409). */
export function effectFailure(
  error: EffectError,
  detail: { amount?: number; currency?: string } = {},
): Failure {
  if (error.code === 'ARREARS') {
    const [, amount = '', currency = ''] = /cannot cover (\S+) (\S+)/.exec(error.message) ?? [];
    return failure(409, 'arrearsRefused', {
      amount: detail.amount !== undefined ? String(detail.amount) : amount,
      currency: detail.currency ?? currency,
    });
  }
  if (error.code === 'NEGATIVE_STOCK') {
    const [, sku = '', , warehouse = ''] = /: (\S+) (\S+) at (\S+):/.exec(error.message) ?? [];
    return failure(409, 'stockInsufficient', { sku, warehouse });
  }
  throw error;
}

/**
 * Runs `fn` as one transaction: a `Refused` or an effect the stock or purse refuses undoes every
 * write and answers the failure; any other error is a bug and goes on.
 */
export async function run<T>(db: Db, fn: () => Promise<T> | T): Promise<Outcome<T>> {
  try {
    return succeed(await transact(db, fn));
  } catch (error) {
    if (error instanceof Refused) return error.failure;
    if (error instanceof EffectError) return effectFailure(error);
    throw error;
  }
}

export const refuse = (f: Failure): never => {
  throw new Refused(f);
};
