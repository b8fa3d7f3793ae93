/**
 * A file's content hash, to recognise the same file uploaded again: SHA-256 where the platform
 * offers it (Node, and a page served over https or from localhost), else a 64-bit FNV-1a in plain JS
 * (a page served over plain http has no `crypto.subtle`). Hex either way, prefixed by the algorithm.
 */
export async function contentHash(bytes: Uint8Array): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
    return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  }
  return `fnv64:${fnv1a64(bytes)}`;
}

/** FNV-1a, 64 bits, as two 32-bit halves (no BigInt in the loop: fast enough for a few MB). */
export function fnv1a64(bytes: Uint8Array): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (const byte of bytes) {
    low = (low ^ byte) >>> 0;
    // multiply by the FNV prime 0x100000001b3 = 2^40 + 0x1b3, in 32-bit halves
    const lowTimes = low * 0x1b3;
    const carry = Math.floor(lowTimes / 0x100000000);
    const newLow = lowTimes >>> 0;
    high = (high * 0x1b3 + carry + ((low << 8) >>> 0)) >>> 0;
    low = newLow;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}
