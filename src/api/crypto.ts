// The ESM build (the package's "import" entry) guards its `window` use, unlike the UMD bundle in bin/.
import { JSEncrypt } from 'jsencrypt';
import { RSA_PUBLIC_KEY } from './rsa-public-key';

/** 512-bit key, PKCS#1 v1.5 padding: 64 - 11 bytes of plaintext. */
export const MAX_PASSWORD_BYTES = 53;

/** Bytes as jsencrypt encodes them: UTF-8 for each UTF-16 unit (so an astral character counts 6). */
function encodedLength(plain: string): number {
  let bytes = 0;
  for (let i = 0; i < plain.length; i += 1) {
    const unit = plain.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}

let encryptor: JSEncrypt | undefined;

/** RSA-encrypts the password for the API (seed §7); base64 ciphertext, different on every call. */
export function encryptPassword(plain: string): string {
  const bytes = encodedLength(plain);
  if (bytes > MAX_PASSWORD_BYTES) {
    throw new Error(
      `The password is ${bytes} bytes long; RSA encryption takes at most ${MAX_PASSWORD_BYTES}.`,
    );
  }
  if (!encryptor) {
    encryptor = new JSEncrypt();
    encryptor.setPublicKey(RSA_PUBLIC_KEY);
  }
  const cipher = encryptor.encrypt(plain);
  if (cipher === false) throw new Error('RSA encryption of the password failed.');
  return cipher;
}
