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

/**
 * The plain text of a password the console encrypted with the public key in use (RSA PKCS#1 v1.5,
 * base64), or null when it is not such a cipher text.
 */
export function decryptPassword(cipherText: string): string | null {
  if (!cipherText) return null;
  if (!decryptor) {
    decryptor = new JSEncrypt();
    decryptor.setPrivateKey(pair.privateKey);
  }
  try {
    const plain = decryptor.decrypt(cipherText);
    return typeof plain === 'string' ? plain : null;
  } catch {
    return null;
  }
}
