import { emailRule, usernameRule, type ServerAccountRuleKey } from '@/api/rules/account';
import type { CustomerRole, OperatorRole } from '@/api/roles';
import { CUSTOMER_ROLE_ID, customerRoleOf, OPERATOR_ROLE_ID, operatorRoleOf, type Account } from './accounts';
import {
  issueOneTimeToken,
  peekOneTimeToken,
  retireOneTimeTokens,
  type OneTimeCheck,
} from './one-time-tokens';
import { now } from '../../api/clock';
import { hashPassword } from './password-hash';
import { findAccountByEmail } from './registrations';
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

/** Who an invitation is for, or what is wrong with it; a known address is refused (one account each). */
export async function invitationProblems(
  email: string,
  role: unknown,
  isRole: (role: unknown) => boolean,
): Promise<InvitationProblems> {
  const problems: InvitationProblems = {};
  const emailProblem = emailRule(email) ?? ((await findAccountByEmail(email)) ? 'taken' : null);
  if (emailProblem) problems.email = emailProblem;
  if (!isRole(role)) problems.role = 'roleUnknown';
  return problems;
}

/** The account waiting for the invitee, and the token of its link. */
export async function invite(invitation: Invitation): Promise<{ account: Account; token: string }> {
  const account = await updateAuthState((state) => {
    const lastId = Math.max(0, ...state.accounts.map((candidate) => Number(candidate.id) || 0));
    const email = invitation.email.trim();
    const created: Account = {
      id: String(lastId + 1),
      username: '',
      // no password until the invitee chooses one: nothing signs in with an empty hash
      passwordHash: '',
      nickname: invitation.nickname.trim() || email.split('@')[0] || email,
      email,
      phone: '',
      avatar: '',
      ...('operatorRole' in invitation
        ? {
            role: 'operator',
            roleId: OPERATOR_ROLE_ID,
            permissions: ['*.*.*'],
            operatorRole: invitation.operatorRole,
          }
        : {
            role: 'customer',
            roleId: CUSTOMER_ROLE_ID,
            permissions: [],
            customerId: invitation.customerId,
            customerName: invitation.customerName,
            customerRole: invitation.customerRole,
          }),
      active: false,
      invited: true,
    };
    state.accounts.push(created);
    return created;
  });
  return { account, token: await issueOneTimeToken('invitations', account.id) };
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
    if (state.accounts.some((other) => other.username.toLowerCase() === wanted.toLowerCase()))
      return { ok: false, username: 'taken' };
    Object.assign(account, { username: wanted, passwordHash, active: true, invited: false });
    retireOneTimeTokens(state, 'invitations', account.id);
    return { ok: true, account: structuredClone(account) };
  });
}
