import {
  emailRule,
  normalizePhone,
  passwordRule,
  usernameRule,
  type ServerAccountRuleKey,
} from '@/api/rules/account';
import { OPERATOR_ROLE_ID, VISITOR_ROLE_ID, type Account } from './accounts';
import {
  issueOneTimeToken,
  redeemOneTimeToken,
  retireOneTimeTokens,
  type OneTimeCheck,
} from './one-time-tokens';
import { setPassword } from './account-store';
import { endSessionsIn } from './store';
import { hashPassword } from './password-hash';
import { readAuthState, updateAuthState } from './state';

export const ACTIVATION_LINK = '#/active-account?token=';
export const RESET_LINK = '#/reset-password?token=';

/** Addresses match whatever their case. */
export async function findAccountByEmail(email: string): Promise<Account | undefined> {
  const wanted = email.trim().toLowerCase();
  return (await readAuthState()).accounts.find((account) => account.email.toLowerCase() === wanted);
}

/** Numbers match whatever their spacing. */
export async function findAccountByPhone(phone: string): Promise<Account | undefined> {
  const wanted = normalizePhone(phone.trim());
  return (await readAuthState()).accounts.find(
    (account) => account.phone && normalizePhone(account.phone) === wanted,
  );
}

/** Usernames are unique whatever their case, so "Admin" cannot pass for "admin". */
export async function isUsernameTaken(username: string): Promise<boolean> {
  const wanted = username.trim().toLowerCase();
  return (await readAuthState()).accounts.some((account) => account.username.toLowerCase() === wanted);
}

export interface Registration {
  username: string;
  email: string;
  password: string;
}

/** Why an operator account cannot be made: a rule's key per field, or a name or address in use. */
export type OperatorProblems = Partial<
  Record<'username' | 'email' | 'password', ServerAccountRuleKey | 'taken'>
>;

/**
 * A new operator account, active, with every permission (`npm run create-admin`: the first account of
 * a deployment started empty), or what is wrong with the request, by the rules the forms use.
 */
export async function createOperator({
  username,
  email,
  password,
}: Registration): Promise<Account | OperatorProblems> {
  const problems: OperatorProblems = {};
  const usernameProblem = usernameRule(username) ?? ((await isUsernameTaken(username)) ? 'taken' : null);
  const emailProblem = emailRule(email) ?? ((await findAccountByEmail(email)) ? 'taken' : null);
  const passwordProblem = passwordRule(password);
  if (usernameProblem) problems.username = usernameProblem;
  if (emailProblem) problems.email = emailProblem;
  if (passwordProblem) problems.password = passwordProblem;
  if (Object.keys(problems).length) return problems;
  return await addAccount({
    username,
    email,
    password,
    role: 'operator',
    roleId: OPERATOR_ROLE_ID,
    permissions: ['*.*.*'],
    active: true,
  });
}

/** Stores a new account under the next free id, named by its username, without phone or avatar. */
async function addAccount({
  password,
  ...fields
}: Registration & Pick<Account, 'role' | 'roleId' | 'permissions' | 'active'>): Promise<Account> {
  const passwordHash = await hashPassword(password);
  return await updateAuthState((state) => {
    const lastId = Math.max(0, ...state.accounts.map((candidate) => Number(candidate.id) || 0));
    const created: Account = {
      ...fields,
      passwordHash,
      id: String(lastId + 1),
      username: fields.username.trim(),
      nickname: fields.username.trim(),
      email: fields.email.trim(),
      phone: '',
      avatar: '',
    };
    state.accounts.push(created);
    return created;
  });
}

/** A new, inactive visitor account (dashboard only, no permissions) and its activation token. */
export async function registerAccount({ username, email, password }: Registration): Promise<{
  account: Account;
  token: string;
}> {
  const account = await addAccount({
    username,
    email,
    password,
    role: 'visitor',
    roleId: VISITOR_ROLE_ID,
    permissions: [],
    active: false,
  });
  return { account, token: await issueOneTimeToken('activations', account.id) };
}

/** A new activation token for an account still waiting, or null (unknown address, already active). */
export async function reissueActivation(email: string): Promise<{ account: Account; token: string } | null> {
  const account = await findAccountByEmail(email);
  if (!account || account.active !== false) return null;
  return { account, token: await issueOneTimeToken('activations', account.id) };
}

/** Opens the activation link: the account becomes active and the token is used up. */
export async function activateAccount(token: string): Promise<OneTimeCheck> {
  const result = await redeemOneTimeToken('activations', token);
  if (result.ok) {
    await updateAuthState((state) => {
      const account = state.accounts.find((candidate) => candidate.id === result.accountId);
      if (account) account.active = true;
    });
  }
  return result;
}

/**
 * A forgotten password replaced: every session of the account ends (whoever knew the old password
 * is signed out) and its unused reset links stop working.
 */
export async function replacePassword(accountId: string, password: string): Promise<void> {
  await setPassword(accountId, password, (state) => {
    endSessionsIn(state, accountId);
    retireOneTimeTokens(state, 'resets', accountId);
  });
}
