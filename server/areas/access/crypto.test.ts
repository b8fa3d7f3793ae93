import { describe, expect, it } from 'vitest';
import { encrypt } from '../../../mocks/testing';
import { decryptPassword } from './crypto';

describe('decryptPassword', () => {
  it('reads back what the public key of the console encrypted', () => {
    expect(decryptPassword(encrypt('s3cret-Passw0rd'))).toBe('s3cret-Passw0rd');
  });

  it('gives null for text that is not a cipher text of the key', () => {
    expect(decryptPassword('admin')).toBeNull();
    expect(decryptPassword('')).toBeNull();
  });
});
