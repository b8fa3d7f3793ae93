import { JSEncrypt } from 'jsencrypt';
import { RSA_PRIVATE_KEY } from './rsa-private-key';

let decryptor: JSEncrypt | null = null;

/**
 * The plain text of a password the console encrypted with the embedded public key (RSA PKCS#1 v1.5,
 * base64), or null when it is not such a cipher text.
 */
export function decryptPassword(cipherText: string): string | null {
  if (!cipherText) return null;
  if (!decryptor) {
    decryptor = new JSEncrypt();
    decryptor.setPrivateKey(RSA_PRIVATE_KEY);
  }
  try {
    const plain = decryptor.decrypt(cipherText);
    return typeof plain === 'string' ? plain : null;
  } catch {
    return null;
  }
}
