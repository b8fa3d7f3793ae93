import { generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { describe, expect, it, vi } from 'vitest';
import { RSA_PRIVATE_KEY } from '../../server/areas/access/rsa-private-key';
import { encryptPassword, MAX_PASSWORD_BYTES, passwordKey } from './crypto';
import { RSA_PUBLIC_KEY } from './rsa-public-key';

/** A CJK character: three bytes in UTF-8, one unit in a JavaScript string. */
const THREE_BYTE = '\u5bc6';

function decrypt(cipher: string): string | false {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(RSA_PRIVATE_KEY);
  return decryptor.decrypt(cipher);
}

describe('encryptPassword', () => {
  it('encrypts with the embedded public key: the twin private key reads it back', () => {
    const cipher = encryptPassword('admin123');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(cipher)).toHaveLength(64);
    expect(decrypt(cipher)).toBe('admin123');
  });

  it('pads randomly: the same password gives different ciphertexts', () => {
    expect(encryptPassword('admin123')).not.toBe(encryptPassword('admin123'));
  });

  it(`takes up to ${MAX_PASSWORD_BYTES} bytes, multi-byte characters counted in bytes`, () => {
    const longest = 'a'.repeat(MAX_PASSWORD_BYTES);
    expect(decrypt(encryptPassword(longest))).toBe(longest);
    expect(decrypt(encryptPassword(THREE_BYTE.repeat(2)))).toBe(THREE_BYTE.repeat(2));
    expect(() => encryptPassword('a'.repeat(MAX_PASSWORD_BYTES + 1))).toThrow(/54 bytes.*at most 53/);
    // 18 characters of 3 bytes each: short as a string, too long as bytes
    expect(() => encryptPassword(THREE_BYTE.repeat(18))).toThrow(/54 bytes/);
  });
});

describe('the key a served page carries', () => {
  it('is the one encrypted for, instead of the compiled-in demo key', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString()
      .replace(/-----[^-]+-----|\s/g, '');
    expect(passwordKey()).toBe(RSA_PUBLIC_KEY);
    const meta = document.createElement('meta');
    meta.name = 'outpost-password-key';
    meta.content = body;
    document.head.append(meta);
    try {
      expect(passwordKey()).toBe(body);
      vi.resetModules();
      const fresh = await import('./crypto');
      const cipher = fresh.encryptPassword('Parcel2027');
      expect(atob(cipher)).toHaveLength(256);
      const served = new JSEncrypt();
      served.setPrivateKey(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
      expect(served.decrypt(cipher)).toBe('Parcel2027');
      expect(decrypt(cipher)).toBeFalsy();
    } finally {
      meta.remove();
    }
  });
});
