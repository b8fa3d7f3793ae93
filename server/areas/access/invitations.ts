import { emailRule, usernameRule, type ServerAccountRuleKey } from '@/api/rules/account';
import type { CustomerRole, OperatorRole } from '@/api/roles';
import { CUSTOMER_ROLE_ID, customerRoleOf, OPERATOR_ROLE_ID, operatorRoleOf, type Account } from './accounts';
import { issueIn, peekOneTimeToken, retireOneTimeTokens, type OneTimeCheck } from './one-time-tokens';
import { now } from '../../api/clock';
import { hashPassword } from './password-hash';
import { readAuthState, tokenKey, updateAuthState } from './state';

/**
 * A customer's users come by invitation (issue #41 §3): an operator invites a customer's first
 * user, the customer's administrator its colleagues. The invitation is an account waiting, with no
 * username or password, and a link to the outbox; whoever opens the link chooses both, and the
 * account is the customer's from then on, with the role it was invited with.
 */

export { customerRoleOf };

export const INVITATION_LINK = '#/accept-invitation?token=';

/** Whom an invitation is for: a customer's user with its role, or an operator with theirs. */
export type Invitation = { email: string; nickname: string } & (
  { customerId: string; customerName: string; customerRole: CustomerRole } | { operatorRole: OperatorRole }
);

export interface InvitationProblems {
  email?: ServerAccountRuleKey | 'taken';
  role?: 'roleUnknown';
}

/** Which side an invitation brings someone to: a customer, or the warehouse's own staff. */
export type InvitationSide = { customerId: string } | 'operators';

const sideOf = (invitation: Invitation): InvitationSide =>
  'operatorRole' in invitation ? 'operators' : { customerId: invitation.customerId };

/** Whether `account` is one an invitation may be sent again to: still waiting, for the same side. */
function waitsFor(account: Account, side: InvitationSide): boolean {
  if (!account.invited) return false;
  return side === 'operators'
    ? account.role === 'operator'
    : account.role === 'customer' && account.customerId === side.customerId;
}

const sameAddress = (account: Account, email: string) =>
  account.email.toLowerCase() === email.trim().toLowerCase();

/**
 * What is wrong with an invitation, by the rules and as the accounts stand now: an address in use
 * is refused (one account each), unless its account still waits for an invitation to the same side
 * (the invitation is sent again).
 */
export async function invitationProblems(
  email: string,
  role: unknown,
  isRole: (role: unknown) => boolean,
  side: InvitationSide,
): Promise<InvitationProblems> {
  const problems: InvitationProblems = {};
  const holder = (await readAuthState()).accounts.find((account) => sameAddress(account, email));
  const emailProblem = emailRule(email) ?? (holder && !waitsFor(holder, side) ? 'taken' : null);
  if (emailProblem) problems.email = emailProblem;
  if (!isRole(role)) problems.role = 'roleUnknown';
  return problems;
}

/**
 * The account waiting for the invitee (made, or the one already waiting, its role and name as now
 * given), and the token of a new link: in one change, so that no account waits without a link and
 * the earlier links stop working. Null when the address is someone else's by then.
 */
export async function invite(invitation: Invitation): Promise<{ account: Account; token: string } | null> {
  return await updateAuthState((state) => {
    const email = invitation.email.trim();
    const holder = state.accounts.find((account) => sameAddress(account, email));
    if (holder && !waitsFor(holder, sideOf(invitation))) return null;
    const nickname = invitation.nickname.trim();
    const role =
      'operatorRole' in invitation
        ? { operatorRole: invitation.operatorRole }
        : { customerRole: invitation.customerRole };
    if (holder) {
      Object.assign(holder, role, nickname ? { nickname } : {});
      return { account: structuredClone(holder), token: issueIn(state, 'invitations', holder.id) };
    }
    const lastId = Math.max(0, ...state.accounts.map((candidate) => Number(candidate.id) || 0));
    const created: Account = {
      id: String(lastId + 1),
      username: '',
      // no password until the invitee chooses one: nothing signs in with an empty hash
      passwordHash: '',
      nickname: nickname || email.split('@')[0] || email,
      email,
      phone: '',
      avatar: '',
      ...('operatorRole' in invitation
        ? { role: 'operator', roleId: OPERATOR_ROLE_ID, permissions: ['*.*.*'], ...role }
        : {
            role: 'customer',
            roleId: CUSTOMER_ROLE_ID,
            permissions: [],
            customerId: invitation.customerId,
            customerName: invitation.customerName,
            ...role,
          }),
      active: false,
      invited: true,
    };
    state.accounts.push(created);
    return { account: structuredClone(created), token: issueIn(state, 'invitations', created.id) };
  });
}

/** What the invitation page shows before the invitee chooses: whom it is for, and for which customer. */
export interface InvitationView {
  email: string;
  nickname: string;
  /** null: an invitation to the warehouse's own staff */
  customerName: string | null;
  /** the customer role, or the operator role (src/api/roles.ts) */
  role: CustomerRole | OperatorRole;
}

/** The invitation a token opens, or why it opens none. */
export async function openInvitation(
  token: string,
): Promise<
  { ok: true; view: InvitationView } | { ok: false; reason: Exclude<OneTimeCheck, { ok: true }>['reason'] }
> {
  const check = await peekOneTimeToken('invitations', token);
  if (!check.ok) return check;
  const account = (await readAuthState()).accounts.find((candidate) => candidate.id === check.accountId);
  if (!account?.invited) return { ok: false, reason: 'used' };
  // an invitation withdrawn (its account disabled) opens nothing
  if (account.disabled) return { ok: false, reason: 'unknown' };
  return {
    ok: true,
    view: {
      email: account.email,
      nickname: account.nickname,
      customerName: account.role === 'customer' ? (account.customerName ?? '') : null,
      role: account.role === 'customer' ? customerRoleOf(account) : operatorRoleOf(account),
    },
  };
}

export type AcceptProblem = ServerAccountRuleKey | 'taken';

/**
 * The invitee's username and password: the account becomes theirs and active, in one change, and the
 * link is used up. Another invitation sent meanwhile, or a username taken meanwhile, leaves it as it was.
 */
export async function acceptInvitation(
  token: string,
  username: string,
  password: string,
): Promise<
  | { ok: true; account: Account }
  | { ok: false; reason: 'unknown' | 'expired' | 'used' }
  | { ok: false; username: AcceptProblem }
> {
  const ruled = usernameRule(username);
  if (ruled) return { ok: false, username: ruled };
  const passwordHash = await hashPassword(password);
  const wanted = username.trim();
  return await updateAuthState((state) => {
    const record = state.invitations[tokenKey(token)];
    if (!record) return { ok: false, reason: 'unknown' };
    if (record.usedAt !== undefined) return { ok: false, reason: 'used' };
    if (record.expiresAt <= now()) return { ok: false, reason: 'expired' };
    const account = state.accounts.find((candidate) => candidate.id === record.accountId);
    if (!account?.invited) return { ok: false, reason: 'used' };
    if (account.disabled) return { ok: false, reason: 'unknown' };
    if (state.accounts.some((other) => other.username.toLowerCase() === wanted.toLowerCase()))
      return { ok: false, username: 'taken' };
    Object.assign(account, { username: wanted, passwordHash, active: true, invited: false });
    retireOneTimeTokens(state, 'invitations', account.id);
    return { ok: true, account: structuredClone(account) };
  });
}
