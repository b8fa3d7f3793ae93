import type { Account } from './accounts';
import { readAuthState, updateAuthState } from './state';

export async function findAccountById(id: string): Promise<Account | undefined> {
  return (await readAuthState()).accounts.find((account) => account.id === id);
}

export async function findAccountByUsername(username: string): Promise<Account | undefined> {
  return (await readAuthState()).accounts.find((account) => account.username === username);
}

/** Sign-in by account or by email (seed §1): an address matches case-insensitively. */
export async function findAccountByLogin(login: string): Promise<Account | undefined> {
  const wanted = login.trim();
  if (!wanted.includes('@')) return await findAccountByUsername(wanted);
  const email = wanted.toLowerCase();
  return (await readAuthState()).accounts.find((account) => account.email.toLowerCase() === email);
}

export async function listAccounts(): Promise<Account[]> {
  return (await readAuthState()).accounts;
}

export type AccountPatch = Partial<Pick<Account, 'nickname' | 'email' | 'phone' | 'avatar' | 'password'>>;

/** Applies `patch` to the stored account; undefined when there is no such account. */
export async function updateAccount(id: string, patch: AccountPatch): Promise<Account | undefined> {
  return await updateAuthState((state) => {
    const account = state.accounts.find((candidate) => candidate.id === id);
    if (account) Object.assign(account, patch);
    return account;
  });
}
