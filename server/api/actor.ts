import type { Account } from '../areas/access/accounts';
import { authenticate } from '../areas/access/session';
import { customerRoleOf, operatorRoleOf } from '../areas/access/accounts';
import type { Actor } from '../services/contract';
import { forbidden } from './http';

/**
 * The business identity of an account: the operator sees every customer; a customer account acts
 * for its own customer. Other accounts (the seed's `test`, self-registered visitors) have none.
 */
export function actorOf(account: Account): Actor | null {
  if (account.role === 'operator') {
    return {
      accountId: account.id,
      name: account.username,
      role: 'operator',
      customerId: null,
      operatorRole: operatorRoleOf(account),
    };
  }
  if (account.role === 'customer' && account.customerId) {
    return {
      accountId: account.id,
      name: account.username,
      role: 'customer',
      customerId: account.customerId,
      customerRole: customerRoleOf(account),
    };
  }
  return null;
}

/** The caller of a business endpoint, or the answer to send: 401 without a valid token, 403 without a business role. */
export async function callerOf(request: Request): Promise<Actor | Response> {
  const session = await authenticate(request);
  if (session instanceof Response) return session;
  return actorOf(session.account) ?? forbidden(request);
}

export const isOperator = (actor: Actor): boolean => actor.role === 'operator';

/** The customer whose records a list shows: a customer's own, or the operator's `customerId` filter. */
export function scopeCustomer(actor: Actor, requested: string | null): string | null {
  if (actor.customerId !== null) return actor.customerId;
  return requested && requested !== '' ? requested : null;
}
