// The ESM build (the package's "import" entry) guards its `window` use, unlike the UMD bundle in bin/.
import { JSEncrypt } from 'jsencrypt';
import { encodedLength, MAX_PASSWORD_BYTES } from './password-length';
import { RSA_PUBLIC_KEY } from './rsa-public-key';

export { MAX_PASSWORD_BYTES } from './password-length';

let encryptor: JSEncrypt | undefined;

/** The `<meta>` the service puts in the page it serves (server/http/console.ts `withPublicKey`). */
const PUBLIC_KEY_META = 'outpost-password-key';

/**
 * The key to encrypt for: the served deployment's own, which its page carries, or else the key
 * compiled in, the embedded demo's (its back-end holds the twin private key).
 */
export function passwordKey(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string {
  const served = doc?.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_KEY_META}"]`)?.content;
  return served || RSA_PUBLIC_KEY;
}

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
    encryptor.setPublicKey(passwordKey());
  }
  const cipher = encryptor.encrypt(plain);
  if (cipher === false) throw new Error('RSA encryption of the password failed.');
  return cipher;
}
