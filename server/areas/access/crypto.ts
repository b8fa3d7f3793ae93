import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { JSEncrypt } from 'jsencrypt';
import { RSA_PUBLIC_KEY } from '@/api/rsa-public-key';
import { RSA_PRIVATE_KEY } from './rsa-private-key';

let decryptor: JSEncrypt | null = null;
/** The pair in use: the demo's compiled-in one, or the deployment's own (`decryptWith`). */
let pair = { privateKey: RSA_PRIVATE_KEY, publicKey: RSA_PUBLIC_KEY };

/** The service's own key pair from now on (server/engine/service-key.ts); null: the demo's again. */
export function decryptWith(next: { privateKey: string; publicKey: string } | null): void {
  pair = next ?? { privateKey: RSA_PRIVATE_KEY, publicKey: RSA_PUBLIC_KEY };
  decryptor = null;
}

/** The public key the console encrypts passwords with (PEM). */
export const passwordPublicKey = (): string => pair.publicKey;

/** What a rejected cipher text's stand-in is derived under: the private key in use, hashed once. */
let rejectionKey: { pem: string; key: Uint8Array } | null = null;

/**
 * A stand-in plain text for a cipher text that does not decrypt ("implicit rejection", as RFC 8017's
 * errata and OpenSSL 3.2 do for PKCS#1 v1.5): 1 to 32 bytes drawn from an HMAC of the cipher text
 * under a key derived from the private key. The same cipher text always gets the same stand-in, on
 * every process sharing the key pair, and it is judged as any decrypted password is: a wrong
 * password at a sign-in, a password the rules accept or refuse in a new-password field. So no answer
 * tells a cipher text that decrypts from one that does not: there is no padding oracle to query.
 */
function standIn(cipherText: string): string {
  if (rejectionKey?.pem !== pair.privateKey)
    rejectionKey = {
      pem: pair.privateKey,
      key: sha256(utf8ToBytes(`implicit-rejection\n${pair.privateKey}`)),
    };
  const bytes = hmac(sha256, rejectionKey.key, utf8ToBytes(cipherText));
  const length = 1 + (bytes[0] % 32);
  return String.fromCharCode(...bytes.slice(0, length));
}

/**
 * The plain text of a password the console encrypted with the public key in use (RSA PKCS#1 v1.5,
 * base64); for any other non-empty text, its stand-in (`standIn`); null when nothing was sent.
 */
export function decryptPassword(cipherText: string): string | null {
  if (!cipherText) return null;
  if (!decryptor) {
    decryptor = new JSEncrypt();
    decryptor.setPrivateKey(pair.privateKey);
  }
  let plain: unknown;
  try {
    plain = decryptor.decrypt(cipherText);
  } catch {
    plain = null;
  }
  return typeof plain === 'string' ? plain : standIn(cipherText);
}
