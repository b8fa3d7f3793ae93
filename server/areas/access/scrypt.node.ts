import { scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptPrimitive } from './password-hash';

/**
 * scrypt in Node: OpenSSL's, on libuv's thread pool, so a sign-in's hashing leaves the event loop to
 * the other calls (the browser's home has `scrypt.browser.ts`; `#scrypt` in package.json chooses).
 */
export const scryptPrimitive: ScryptPrimitive = {
  derive: (password, salt, { logN, r, p }, length) =>
    new Promise((resolve, reject) => {
      const N = 2 ** logN;
      // OpenSSL's default ceiling is 32 MiB; the memory asked for is 128·N·r·p bytes and a little
      const maxmem = 128 * N * r * p + 1024 * 1024;
      scrypt(password, salt, length, { N, r, p, maxmem }, (error, key) =>
        error ? reject(error) : resolve(new Uint8Array(key)),
      );
    }),
  same: (a, b) => a.length === b.length && timingSafeEqual(a, b),
};
