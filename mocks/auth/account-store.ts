import type { Account } from './accounts';
import { readAuthState, updateAuthState } from './state';

export function findAccountById(id: string): Account | undefined {
  return readAuthState().accounts.find((account) => account.id === id);
}

export function findAccountByUsername(username: string): Account | undefined {
  return readAuthState().accounts.find((account) => account.username === username);
}

/** Sign-in by account or by email (seed §1): an address matches case-insensitively. */
export function findAccountByLogin(login: string): Account | undefined {
  const wanted = login.trim();
  if (!wanted.includes('@')) return findAccountByUsername(wanted);
  const email = wanted.toLowerCase();
  return readAuthState().accounts.find((account) => account.email.toLowerCase() === email);
}

export function listAccounts(): Account[] {
  return readAuthState().accounts;
}

export type AccountPatch = Partial<Pick<Account, 'nickname' | 'email' | 'phone' | 'avatar' | 'password'>>;

/** Applies `patch` to the stored account; undefined when there is no such account. */
export function updateAccount(id: string, patch: AccountPatch): Account | undefined {
  return updateAuthState((state) => {
    const account = state.accounts.find((candidate) => candidate.id === id);
    if (account) Object.assign(account, patch);
    return account;
  });
}
