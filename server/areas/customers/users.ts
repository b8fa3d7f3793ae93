import type { CustomerRole } from '@/api/customer-roles';
import type { CustomerUser } from '@/api/business/customer';
import { fieldProblems } from '../access/field-problems';
import { customerRoleOf, invitationProblems, invite, INVITATION_LINK } from '../access/invitations';
import { sendLink } from '../access/outbox';
import { readAuthState } from '../access/state';
import { liveSessionsOf } from '../access/store';
import type { Account } from '../access/accounts';
import { http } from 'msw';
import { now } from '../../api/clock';
import { apiPath, mockDelay } from '../../api/config';
import { callerOf } from '../../api/actor';
import { DataUnavailableError, reading, readingLatest } from '../../api/db-instance';
import { forbidden, httpError, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { findById } from '../../store/store';
import type { Customer } from '../../store/types/master';
import type { Actor } from '../../services/contract';

/**
 * The users of a customer (issue #41 §3): who they are and their roles, and the invitations that
 * bring new ones. An operator manages every customer's; a customer's administrator its own; the other
 * roles of a customer see none.
 */

/** The customer whose users the caller may manage, or why not: 403 for the wrong role, 404 for another's. */
function managedCustomer(actor: Actor, wanted: string): string | 'forbidden' | 'notFound' {
  if (actor.role === 'operator') return wanted;
  if (actor.customerRole !== 'admin') return 'forbidden';
  return wanted === '' || wanted === actor.customerId ? (actor.customerId ?? 'notFound') : 'notFound';
}

const stateOf = (account: Account): CustomerUser['state'] =>
  account.disabled
    ? 'disabled'
    : account.invited
      ? 'invited'
      : account.active === false
        ? 'awaitingActivation'
        : 'active';

function userOf(account: Account, sessions: number): CustomerUser {
  return {
    id: account.id,
    username: account.username,
    nickname: account.nickname,
    email: account.email,
    customerRole: customerRoleOf(account),
    state: stateOf(account),
    sessions,
  };
}

/** The customer as stored, read outside any write (the sign-in state is changed after it). */
async function storedCustomer(request: Request, id: string): Promise<Customer | undefined | Response> {
  try {
    const db = await readingLatest();
    return await reading(async () => await findById(db, 'customers', id));
  } catch (error) {
    if (error instanceof DataUnavailableError) return httpError(503, msg(request, 'dataUnreadable'));
    throw error;
  }
}

/** The customer whose users the caller may manage, or the answer to give. */
async function managed(
  request: Request,
  wanted: string,
): Promise<{ actor: Actor; customer: Customer } | Response> {
  const actor = await callerOf(request);
  if (actor instanceof Response) return actor;
  const customerId = managedCustomer(actor, wanted);
  if (customerId === 'forbidden') return forbidden(request);
  const customer = customerId === 'notFound' ? undefined : await storedCustomer(request, customerId);
  if (customer instanceof Response) return customer;
  return customer ? { actor, customer } : httpError(404, msg(request, 'notFound'));
}

export const customerUserHandlers = [
  /** `GET Customer/GetUsers?customerId=`: the customer's users, oldest first. */
  http.get(apiPath('Customer/GetUsers'), async ({ request }) => {
    await mockDelay('default');
    const found = await managed(request, (new URL(request.url).searchParams.get('customerId') ?? '').trim());
    if (found instanceof Response) return found;
    const state = await readAuthState();
    const at = now();
    const users = state.accounts
      .filter((account) => account.role === 'customer' && account.customerId === found.customer.id)
      .map((account) => userOf(account, liveSessionsOf(state, account.id, at).size));
    return ok(users);
  }),

  /**
   * `POST Customer/Invite { customerId, email, nickname, customerRole }`: an account waiting for the
   * invitee and a link in the outbox. The demo's answer shows the link (its mailbox); the service's none.
   */
  http.post(apiPath('Customer/Invite'), async ({ request }) => {
    await mockDelay('default');
    const body = await readJsonObject(request);
    const found = await managed(request, (stringField(body, 'customerId') ?? '').trim());
    if (found instanceof Response) return found;
    const { actor, customer } = found;
    const email = (stringField(body, 'email') ?? '').trim();
    const nickname = (stringField(body, 'nickname') ?? '').trim().slice(0, 50);
    const role = stringField(body, 'customerRole');
    const problems = await invitationProblems(email, role);
    const refused = fieldProblems(request, {
      email: problems.email === 'taken' ? 'emailTaken' : (problems.email ?? null),
      customerRole: problems.customerRole ? 'customerRoleUnknown' : null,
    });
    if (refused) return refused;
    if (customer.status !== 'ACTIVE') return httpError(409, msg(request, 'customerSuspended'));
    const { account, token } = await invite({
      customerId: customer.id,
      customerName: customer.name,
      email,
      nickname,
      customerRole: role as CustomerRole,
    });
    const mail = await sendLink(request, 'invitation', account.email, `${INVITATION_LINK}${token}`, {
      customer: customer.name,
      inviter: actor.name,
    });
    return ok({ user: userOf(account, 0), mail }, msg(request, 'invitationSent', { email: account.email }));
  }),
];
