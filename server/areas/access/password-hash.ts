import { scryptPrimitive } from '#scrypt';

/**
 * scrypt's cost: N = 2^logN (its memory is 128·N·r·p bytes), the block size r, the parallelism p.
 * Each hash names its own, so a deployment can raise the cost and the stored hashes follow at their
 * accounts' next sign-in (`verifyPassword`'s `outdated`).
 */
export interface ScryptCost {
  logN: number;
  r: number;
  p: number;
}

/** The key derivation of a home: Node's OpenSSL, or a pure-JS one in the browser (package.json `#scrypt`). */
export interface ScryptPrimitive {
  derive(password: Uint8Array, salt: Uint8Array, cost: ScryptCost, length: number): Promise<Uint8Array>;
  /** Whether two keys are equal, in a time that does not depend on where they differ. */
  same(a: Uint8Array, b: Uint8Array): boolean;
}

/**
 * A served deployment's cost unless its settings raise it (`PASSWORD_HASH_COST`): N = 2^15 (32 MiB),
 * r = 8, p = 1, the interactive sign-in cost of the scrypt paper's successors (Go's x/crypto, libsodium's
 * "interactive"). OWASP's floor is higher (N = 2^17); on this two-core machine that took over a second
 * per sign-in, with the sign-ins of many users sharing the cores: see docs/security.md.
 */
export const SERVED_COST: ScryptCost = { logN: 15, r: 8, p: 1 };

/**
 * The embedded demo's cost, and the demo accounts' (their passwords are published: business.md §1),
 * and the tests': N = 2^10, a few milliseconds in the browser's worker, where the data never leaves
 * the visitor's own browser.
 */
export const DEMO_COST: ScryptCost = { logN: 10, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** What a stored hash may ask for: no more memory than 2^20·8·128 bytes (1 GiB) spread over p. */
const MAX_LOG_N = 20;

let current: ScryptCost = SERVED_COST;

/** The cost new hashes get from now on in this process (a served deployment's setting, the demo's). */
export function hashPasswordsAt(cost: ScryptCost): void {
  current = { ...cost };
}

export function passwordCost(): ScryptCost {
  return { ...current };
}

const encoder = new TextEncoder();
// Composed and decomposed forms of one accented password are the same password.
const bytesOf = (password: string) => encoder.encode(password.normalize('NFC'));

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/=+$/, '');
}

function bytesOfBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A stored hash in the PHC string format: `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (base64, unpadded). */
function format(cost: ScryptCost, salt: Uint8Array, key: Uint8Array): string {
  return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${base64(salt)}$${base64(key)}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function parse(stored: string): { cost: ScryptCost; salt: Uint8Array; key: Uint8Array } | null {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [logN, r, p] = [match[1], match[2], match[3]].map(Number);
  const salt = bytesOfBase64(match[4]);
  const key = bytesOfBase64(match[5]);
  if (!salt || !key || logN < 1 || logN > MAX_LOG_N || r < 1 || p < 1 || r * p > 64) return null;
  return { cost: { logN, r, p }, salt, key };
}

/** A new hash of `password`, with a salt of its own, at the process's cost. */
export async function hashPassword(password: string): Promise<string> {
  const cost = passwordCost();
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return format(cost, salt, await scryptPrimitive.derive(bytesOf(password), salt, cost, KEY_BYTES));
}

/** Hashed once per cost: what a sign-in for no account is checked against. */
const standIns = new Map<string, Promise<string>>();

function standInAt(cost: ScryptCost): Promise<string> {
  const key = `${cost.logN},${cost.r},${cost.p}`;
  let standIn = standIns.get(key);
  if (!standIn) {
    standIn = hashPassword(' ');
    standIns.set(key, standIn);
  }
  return standIn;
}

/** The work of a hash at a cost, to compare two costs. */
const workOf = ({ logN, r, p }: ScryptCost) => 2 ** logN * r * p;

export interface PasswordCheck {
  ok: boolean;
  /** matched, at a lower cost than the process's: the caller stores a new hash */
  outdated: boolean;
}

/**
 * Whether `password` is the one `stored` was made from. With nothing stored (no such account), or
 * nothing readable, the same work is done against a stand-in, so that the time taken does not tell
 * which accounts exist.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<PasswordCheck> {
  const cost = passwordCost();
  const parsed = stored === undefined ? null : parse(stored);
  const against = parsed ?? parse(await standInAt(cost));
  if (!against) return { ok: false, outdated: false };
  const key = await scryptPrimitive.derive(bytesOf(password), against.salt, against.cost, against.key.length);
  const ok = scryptPrimitive.same(key, against.key) && parsed !== null;
  return { ok, outdated: ok && workOf(against.cost) < workOf(cost) };
}
