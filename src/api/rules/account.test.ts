import { describe, expect, it } from 'vitest';
import {
  codeRule,
  confirmRule,
  emailRule,
  normalizePhone,
  passwordRule,
  passwordStrength,
  phoneRule,
  termsRule,
  usernameRule,
} from './account';

describe('usernameRule', () => {
  it.each([
    ['', 'usernameRequired'],
    ['   ', 'usernameRequired'],
    ['abc', 'usernameLength'],
    ['a'.repeat(21), 'usernameLength'],
    ['1abc', 'usernamePattern'],
    ['_abc', 'usernamePattern'],
    ['ab-cd', 'usernamePattern'],
    ['abcd', null],
    ['Shop_2026', null],
    ['a'.repeat(20), null],
  ])('%j → %s', (value, key) => {
    expect(usernameRule(value)).toBe(key);
  });
});

describe('emailRule and phoneRule', () => {
  it('require a well-formed value', () => {
    expect(emailRule('')).toBe('emailRequired');
    expect(emailRule('a@b')).toBe('emailInvalid');
    expect(emailRule(' a@b.example ')).toBeNull();
    expect(phoneRule(undefined)).toBe('phoneRequired');
    expect(phoneRule('12ab')).toBe('phoneInvalid');
    expect(phoneRule('+1 555 0102')).toBeNull();
  });

  it('compare numbers without spaces and dashes', () => {
    expect(normalizePhone('+1 555-0102')).toBe('+15550102');
  });
});

describe('passwordRule', () => {
  it.each([
    ['', 'passwordRequired'],
    ['abc123', 'passwordTooShort'],
    ['abcdefgh', 'passwordLettersDigits'],
    ['12345678', 'passwordLettersDigits'],
    ['a1'.repeat(17), 'passwordTooLong'],
    // 18 three-byte characters pass the length but not the RSA key's 53 bytes
    [`a1${'\u5bc6'.repeat(18)}`, 'passwordTooLong'],
    ['abcdefg1', null],
  ])('%j → %s', (value, key) => {
    expect(passwordRule(value)).toBe(key);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdefg1', 'weak'],
    ['Abcdefg1', 'medium'],
    ['abcdefgh12345', 'medium'],
    ['Abcdefg1!', 'strong'],
    ['Abcdefgh1234', 'strong'],
  ])('%j is %s', (value, strength) => {
    expect(passwordStrength(value)).toBe(strength);
  });
});

describe('the other rules', () => {
  it('confirmRule, codeRule, termsRule', () => {
    expect(confirmRule('', 'x')).toBe('confirmRequired');
    expect(confirmRule('y', 'x')).toBe('confirmMismatch');
    expect(confirmRule('x', 'x')).toBeNull();
    expect(codeRule('')).toBe('codeRequired');
    expect(codeRule('12345')).toBe('codeFormat');
    expect(codeRule('12345a')).toBe('codeFormat');
    expect(codeRule('012345')).toBeNull();
    expect(termsRule(false)).toBe('termsRequired');
    expect(termsRule('true')).toBe('termsRequired');
    expect(termsRule(true)).toBeNull();
  });
});
