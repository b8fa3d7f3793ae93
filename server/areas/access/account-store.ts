import type { Account } from './accounts';
import { hashPassword, verifyPassword } from './password-hash';
import { readAuthState, updateAuthState, type AuthState } from './state';

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

export type AccountPatch = Partial<Pick<Account, 'nickname' | 'email' | 'phone' | 'avatar'>>;

/** Applies `patch` to the stored account; undefined when there is no such account. */
export async function updateAccount(id: string, patch: AccountPatch): Promise<Account | undefined> {
  return await updateAuthState((state) => {
    const account = state.accounts.find((candidate) => candidate.id === id);
    if (account) Object.assign(account, patch);
    return account;
  });
}

/**
 * Whether `password` is the account's (none: no such account, checked as long all the same). A
 * match against a hash of a lower cost than this home's stores a new one, so a deployment's raised
 * cost reaches every account that signs in.
 */
export async function checkPassword(account: Account | undefined, password: string): Promise<boolean> {
  const { ok, outdated } = await verifyPassword(password, account?.passwordHash);
  if (ok && outdated && account) await setPassword(account.id, password);
  return ok;
}

/**
 * Replaces the account's password by a new hash of `password`; `alongside` changes the state in the
 * same write (a reset's sessions and links).
 */
export async function setPassword(
  id: string,
  password: string,
  alongside: (state: AuthState) => void = () => undefined,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await updateAuthState((state) => {
    const account = state.accounts.find((candidate) => candidate.id === id);
    if (account) account.passwordHash = passwordHash;
    alongside(state);
  });
}

/**
 * Hashes the passwords a state stored before the hashes holds in plain text, and forgets them: run
 * by each home as it opens its store. Nothing to do (and nothing written) once they are hashed.
 */
export async function hashStoredPasswords(): Promise<number> {
  const plain = (await readAuthState()).accounts.filter((account) => typeof account.password === 'string');
  if (plain.length === 0) return 0;
  const hashes = new Map<string, { password: string; hash: string }>();
  for (const account of plain)
    hashes.set(account.id, {
      password: account.password as string,
      hash: await hashPassword(account.password as string),
    });
  return await updateAuthState((state) => {
    let hashed = 0;
    for (const account of state.accounts) {
      const made = hashes.get(account.id);
      // a password changed meanwhile (by another process) is left for the next start
      if (!made || account.password !== made.password) continue;
      account.passwordHash = made.hash;
      delete account.password;
      hashed += 1;
    }
    return hashed;
  });
}
