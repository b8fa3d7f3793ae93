import { describe, expect, it } from 'vitest';
import { encrypt } from '../../../mocks/testing';
import { decryptPassword } from './crypto';

describe('decryptPassword', () => {
  it('reads back what the public key of the console encrypted', () => {
    expect(decryptPassword(encrypt('s3cret-Passw0rd'))).toBe('s3cret-Passw0rd');
  });

  it('gives text that is not a cipher text of the key a stand-in of its own, always the same; nothing for nothing', () => {
    const standIn = decryptPassword('admin');
    expect(typeof standIn).toBe('string');
    expect(standIn?.length).toBeGreaterThan(0);
    expect(standIn?.length).toBeLessThanOrEqual(32);
    expect(decryptPassword('admin')).toBe(standIn);
    expect(decryptPassword('admin2')).not.toBe(standIn);
    // a cipher text of another key is one that does not decrypt, and gets its stand-in too
    const tampered = `${encrypt('s3cret-Passw0rd').slice(0, -6)}AAAA==`;
    expect(decryptPassword(tampered)).toBe(decryptPassword(tampered));
    expect(decryptPassword(tampered)).not.toBe('s3cret-Passw0rd');
    expect(decryptPassword('')).toBeNull();
  });
});
