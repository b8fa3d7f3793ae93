import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts } from './accounts';
import { checkPassword, findAccountByUsername, hashStoredPasswords } from './account-store';
import { DEMO_COST, hashPassword, hashPasswordsAt, passwordCost, verifyPassword } from './password-hash';
import { scryptPrimitive as browserScrypt } from './scrypt.browser';
import { scryptPrimitive as nodeScrypt } from './scrypt.node';
import { persistAuthStateIn, readAuthState, resetAuthState, updateAuthState } from './state';

afterEach(async () => {
  hashPasswordsAt(DEMO_COST);
  persistAuthStateIn(null);
  await resetAuthState();
});

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('scrypt in both homes', () => {
  // RFC 7914 §12, the second vector: "password", salt "NaCl", N = 1024, r = 8, p = 16, 64 bytes
  const VECTOR =
    'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b373162' +
    '2eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640';

  it.each([
    ['Node (OpenSSL)', nodeScrypt],
    ['the browser (noble)', browserScrypt],
  ])('%s derives RFC 7914’s test vector and compares keys whole', async (_, primitive) => {
    const key = await primitive.derive(bytes('password'), bytes('NaCl'), { logN: 10, r: 8, p: 16 }, 64);
    expect(hex(key)).toBe(VECTOR);
    const other = Uint8Array.from(key);
    expect(primitive.same(key, other)).toBe(true);
    other[63] ^= 1;
    expect(primitive.same(key, other)).toBe(false);
    expect(primitive.same(key, key.subarray(0, 32))).toBe(false);
  });
});

describe('password hashes', () => {
  it('are salted PHC strings of the process’s cost, which verify the password and nothing else', async () => {
    const first = await hashPassword('Parcel2026');
    const second = await hashPassword('Parcel2026');
    expect(first).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword('Parcel2026', first)).toEqual({ ok: true, outdated: false });
    expect(await verifyPassword('Parcel2026', second)).toEqual({ ok: true, outdated: false });
    expect((await verifyPassword('parcel2026', first)).ok).toBe(false);
    expect((await verifyPassword('', first)).ok).toBe(false);
  });

  it('take a password typed composed or decomposed as the same one', async () => {
    const stored = await hashPassword('Crème2026'.normalize('NFC'));
    expect((await verifyPassword('Crème2026'.normalize('NFD'), stored)).ok).toBe(true);
  });

  it('refuse a password for no account, or against what is not a hash', async () => {
    expect(await verifyPassword('admin', undefined)).toEqual({ ok: false, outdated: false });
    // the stand-in the time is spent on is a hash of its own, not an empty password's
    expect((await verifyPassword(' ', undefined)).ok).toBe(false);
    for (const stored of ['admin', '', '$scrypt$ln=31,r=8,p=1$AAAA$AAAA', '$scrypt$ln=10,r=8,p=1$!!$AAAA'])
      expect((await verifyPassword('admin', stored)).ok).toBe(false);
  });

  it('say when a match was hashed at a lower cost than the process’s', async () => {
    const cheap = await hashPassword('Parcel2026');
    hashPasswordsAt({ ...DEMO_COST, logN: 11 });
    expect(passwordCost().logN).toBe(11);
    expect(await verifyPassword('Parcel2026', cheap)).toEqual({ ok: true, outdated: true });
    expect(await verifyPassword('Parcel2027', cheap)).toEqual({ ok: false, outdated: false });
    const dear = await hashPassword('Parcel2026');
    hashPasswordsAt(DEMO_COST);
    expect(await verifyPassword('Parcel2026', dear)).toEqual({ ok: true, outdated: false });
  });
});

describe('the accounts’ passwords', () => {
  it('of the demo are business.md §1’s, hashed at the demo’s cost', async () => {
    const published: Record<string, string> = {
      admin: 'admin',
      test: 'test',
      seller: 'seller',
      seller2: 'seller2',
    };
    for (const account of demoAccounts()) {
      expect(account.passwordHash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
      expect(await checkPassword(account, published[account.username])).toBe(true);
      expect(await checkPassword(account, `${published[account.username]}!`)).toBe(false);
    }
  });

  it('are hashed again at a raised cost when they match, and only then', async () => {
    hashPasswordsAt({ ...DEMO_COST, logN: 11 });
    const before = (await findAccountByUsername('seller'))?.passwordHash;
    expect(await checkPassword(await findAccountByUsername('seller'), 'wrong')).toBe(false);
    expect((await findAccountByUsername('seller'))?.passwordHash).toBe(before);
    expect(await checkPassword(await findAccountByUsername('seller'), 'seller')).toBe(true);
    const after = (await findAccountByUsername('seller'))?.passwordHash;
    expect(after).toMatch(/^\$scrypt\$ln=11,r=8,p=1\$/);
    expect(await checkPassword(await findAccountByUsername('seller'), 'seller')).toBe(true);
    expect((await findAccountByUsername('seller'))?.passwordHash).toBe(after);
  });

  it('kept in plain text by an older build are hashed and forgotten at start, once', async () => {
    await updateAuthState((state) => {
      const account = state.accounts.find((candidate) => candidate.username === 'test');
      if (!account) throw new Error('no test account');
      account.password = 'Legacy2026';
      account.passwordHash = '';
    });
    expect(await hashStoredPasswords()).toBe(1);
    const account = await findAccountByUsername('test');
    expect(account).not.toHaveProperty('password');
    expect(JSON.stringify(await readAuthState())).not.toContain('Legacy2026');
    expect(await checkPassword(account, 'Legacy2026')).toBe(true);
    expect(await hashStoredPasswords()).toBe(0);
  });
});
