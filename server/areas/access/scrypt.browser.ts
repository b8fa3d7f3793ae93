import { scryptAsync } from '@noble/hashes/scrypt.js';
import type { ScryptPrimitive } from './password-hash';

/**
 * scrypt in the browser's home (the embedded demo), which has no `node:crypto`: noble's audited
 * implementation of RFC 7914, yielding to the worker's other work every few milliseconds.
 */
export const scryptPrimitive: ScryptPrimitive = {
  derive: (password, salt, { logN, r, p }, length) =>
    scryptAsync(password, salt, { N: 2 ** logN, r, p, dkLen: length }),
  // every byte compared whatever the first difference (no early return): the time tells nothing
  same: (a, b) => {
    if (a.length !== b.length) return false;
    let difference = 0;
    for (let i = 0; i < a.length; i += 1) difference |= a[i] ^ b[i];
    return difference === 0;
  },
};
