// Kept apart from crypto.ts so a form can check a password's length without loading jsencrypt.

/** 512-bit key, PKCS#1 v1.5 padding: 64 - 11 bytes of plaintext. */
export const MAX_PASSWORD_BYTES = 53;

/** Bytes as jsencrypt encodes them: UTF-8 for each UTF-16 unit (so an astral character counts 6). */
export function encodedLength(plain: string): number {
  let bytes = 0;
  for (let i = 0; i < plain.length; i += 1) {
    const unit = plain.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}
