import { isCustomerRole, type CustomerRole } from '@/api/roles';
import type { CustomerUser } from '@/api/business/customer';
import { fieldProblems } from '../access/field-problems';
import { customerRoleOf, invitationProblems, invite, INVITATION_LINK } from '../access/invitations';
import { sendLink } from '../access/outbox';
import { readAuthState, updateAuthState } from '../access/state';
import { endSessionsIn, liveSessionsOf } from '../access/store';
import { accountStateOf, type Account } from '../access/accounts';
import { http } from 'msw';
import { now } from '../../api/clock';
import { apiPath, mockDelay } from '../../api/config';
import { callerOf } from '../../api/actor';
import { audited, whoOf } from '../../api/audit';
import { DataUnavailableError, NotSavedError, reading, readingLatest, writing } from '../../api/db-instance';
import { forbidden, httpError, invalid, ok, readJsonObject, stringField } from '../../api/http';
import { msg } from '../../api/i18n';
import { findById, update } from '../../store/store';
import type { Customer } from '../../store/types/master';
import type { Actor } from '../../services/contract';

/**
 * The users of a customer (issue #41 §3): who they are and their roles, and the invitations that
 * bring new ones. An operator manages every customer's; a customer's administrator its own; the other
 * roles of a customer see none.
 */

/** The customer whose users the caller may manage, or why not: 403 for the wrong role, 404 for another's. */
function managedCustomer(actor: Actor, wanted: string): string | 'forbidden' | 'notFound' {
  if (actor.role === 'operator') return (actor.operatorRole ?? 'admin') === 'admin' ? wanted : 'forbidden';
  if (actor.customerRole !== 'admin') return 'forbidden';
  return wanted === '' || wanted === actor.customerId ? (actor.customerId ?? 'notFound') : 'notFound';
}

function userOf(account: Account, sessions: number): CustomerUser {
  return {
    id: account.id,
    username: account.username,
    nickname: account.nickname,
    email: account.email,
    customerRole: customerRoleOf(account),
    state: accountStateOf(account),
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
    const problems = await invitationProblems(email, role, isCustomerRole, { customerId: customer.id });
    const refused = fieldProblems(request, {
      email: problems.email === 'taken' ? 'emailTaken' : (problems.email ?? null),
      customerRole: problems.role ? 'customerRoleUnknown' : null,
    });
    if (refused) return refused;
    if (customer.status !== 'ACTIVE') return httpError(409, msg(request, 'customerSuspended'));
    const invited = await invite({
      customerId: customer.id,
      customerName: customer.name,
      email,
      nickname,
      customerRole: role as CustomerRole,
    });
    // the address became someone else's meanwhile
    if (!invited)
      return fieldProblems(request, { email: 'emailTaken' }) ?? httpError(409, msg(request, 'emailTaken'));
    const { account, token } = invited;
    const mail = await sendLink(request, 'invitation', account.email, `${INVITATION_LINK}${token}`, {
      customer: customer.name,
      inviter: actor.name,
    });
    return ok({ user: userOf(account, 0), mail }, msg(request, 'invitationSent', { email: account.email }));
  }),

  /**
   * `POST Customer/UpdateUser { customerId, id, customerRole?, disabled? }`: a user's role changed, or
   * the user disabled or enabled again. Either ends the user's sessions in the same change: a
   * disabled user is out at once, and one whose role changed signs in again to a menu of that role.
   * Administrators cannot disable or demote themselves (a customer always keeps one).
   */
  http.post(apiPath('Customer/UpdateUser'), async ({ request }) => {
    await mockDelay('default');
    const body = await readJsonObject(request);
    const found = await managed(request, (stringField(body, 'customerId') ?? '').trim());
    if (found instanceof Response) return found;
    const { actor, customer } = found;
    const id = (stringField(body, 'id') ?? '').trim();
    const role = body.customerRole;
    const disabled = body.disabled;
    if (role !== undefined && !isCustomerRole(role))
      return invalid(request, { customerRole: msg(request, 'customerRoleUnknown') });
    if (disabled !== undefined && typeof disabled !== 'boolean')
      return invalid(request, { disabled: msg(request, 'validationFailed') });
    if (id === actor.accountId && (disabled === true || (role !== undefined && role !== 'admin')))
      return invalid(request, { id: msg(request, 'ownAccountLocked') });
    const changed = await updateAuthState((state) => {
      const account = state.accounts.find(
        (candidate) =>
          candidate.id === id && candidate.role === 'customer' && candidate.customerId === customer.id,
      );
      if (!account) return null;
      const roleChanged = role !== undefined && role !== customerRoleOf(account);
      if (role !== undefined) account.customerRole = role;
      if (disabled === true) account.disabled = true;
      if (disabled === false) delete account.disabled;
      if (roleChanged || disabled === true) endSessionsIn(state, account.id);
      return userOf(account, liveSessionsOf(state, account.id, now()).size);
    });
    return changed === null
      ? httpError(404, msg(request, 'notFound'))
      : ok(changed, msg(request, 'userUpdated'));
  }),

  /**
   * `POST Customer/Suspend { id }` and `Customer/Resume { id }` (operators): a suspended customer's
   * users are signed out at once and cannot sign in until it is resumed. The sign-in state is
   * changed first, then the customer's status: a status written without its users' being signed
   * out cannot happen, and a call that fails half-way is repeated as it stands.
   */
  ...(['Suspend', 'Resume'] as const).map((action) =>
    http.post(apiPath(`Customer/${action}`), async ({ request }) => {
      await mockDelay('default');
      const actor = await callerOf(request);
      if (actor instanceof Response) return actor;
      if (actor.role !== 'operator' || (actor.operatorRole ?? 'admin') !== 'admin') return forbidden(request);
      const id = (stringField(await readJsonObject(request), 'id') ?? '').trim();
      const customer = await storedCustomer(request, id);
      if (customer instanceof Response) return customer;
      if (!customer) return httpError(404, msg(request, 'notFound'));
      const suspended = action === 'Suspend';
      const signedOut = await updateAuthState((state) => {
        let ended = 0;
        for (const account of state.accounts) {
          if (account.role !== 'customer' || account.customerId !== customer.id) continue;
          if (suspended) {
            account.customerSuspended = true;
            ended += endSessionsIn(state, account.id);
          } else delete account.customerSuspended;
        }
        return ended;
      });
      const status = suspended ? 'SUSPENDED' : 'ACTIVE';
      try {
        // the status is the audit trail's as every business write is (the users' flags are an
        // entry of their own, the sign-in state's)
        await writing(
          async (db) =>
            await audited(
              db,
              request,
              whoOf(actor),
              `Customer/${action}`,
              async () => await update(db, 'customers', customer.id, { status }),
              () => true,
            ),
          () => true,
        );
      } catch (error) {
        if (error instanceof NotSavedError) return httpError(503, msg(request, 'dataNotSaved'));
        throw error;
      }
      return ok(
        { id: customer.id, status, signedOut },
        msg(request, suspended ? 'customerSuspendedDone' : 'customerResumedDone', { name: customer.name }),
      );
    }),
  ),
];
