import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The key pair the console encrypts passwords for: PEM texts, the private one PKCS#1 (jsencrypt reads it). */
export interface ServiceKeyPair {
  privateKey: string;
  /** SubjectPublicKeyInfo PEM, as the console's compiled-in key */
  publicKey: string;
  /** where it came from: a file (RSA_PRIVATE_KEY_FILE), the database, or made at this start */
  source: 'file' | 'database' | 'made';
}

const NAME = 'rsa-private-key';

/** A key file that cannot be used: the start stops, naming the file and why. */
export class KeyFileError extends Error {}

function pairOf(privatePem: string, source: ServiceKeyPair['source']): ServiceKeyPair {
  const key = createPrivateKey(privatePem);
  if (key.asymmetricKeyType !== 'rsa')
    throw new KeyFileError(`it holds a ${key.asymmetricKeyType} key, not RSA`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new KeyFileError(`its RSA key has ${bits} bits: at least 2048 are needed`);
  return {
    privateKey: key.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicKey: createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString(),
    source,
  };
}

/** The pair in `path` (RSA_PRIVATE_KEY_FILE): a PEM private key of RSA, 2048 bits or more. */
export function keyPairFromFile(path: string): ServiceKeyPair {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new KeyFileError(`RSA_PRIVATE_KEY_FILE=${path} cannot be read: ${(error as Error).message}`);
  }
  try {
    return pairOf(text, 'file');
  } catch (error) {
    const reason = error instanceof KeyFileError ? error.message : 'it is not a PEM private key';
    throw new KeyFileError(`RSA_PRIVATE_KEY_FILE=${path} cannot be used: ${reason}`);
  }
}

/**
 * The deployment's own key pair (issue #41 §1): the one stored in the database, or, on the first
 * start, a new 2048-bit pair stored there. Processes starting at once on one database agree: the
 * first row written wins, and each reads it back.
 */
export async function serviceKeyPair(db: Kysely<Database>, at: () => string): Promise<ServiceKeyPair> {
  const stored = await db
    .selectFrom('service_secret')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirst();
  if (stored) return pairOf(stored.value, 'database');
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  await db
    .insertInto('service_secret')
    .values({ name: NAME, value: privateKey, created_at: at() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const kept = await db
    .selectFrom('service_secret')
    .select('value')
    .where('name', '=', NAME)
    .executeTakeFirstOrThrow();
  return pairOf(kept.value, kept.value === privateKey ? 'made' : 'database');
}
