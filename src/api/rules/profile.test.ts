import { describe, expect, it } from 'vitest';
import {
  avatarFileError,
  confirmPasswordError,
  emailError,
  newPasswordChecks,
  newPasswordError,
  nicknameError,
  oldPasswordError,
  phoneError,
  validateProfile,
} from './profile';

describe('nicknameError', () => {
  it.each([
    ['', 'nicknameLength'],
    ['   ', 'nicknameLength'],
    ['x'.repeat(33), 'nicknameLength'],
    [42, 'nicknameLength'],
    ['A', null],
    ['x'.repeat(32), null],
    // 32 code points, 64 UTF-16 units: still allowed
    ['😀'.repeat(32), null],
    ['  padded  ', null],
  ])('%j → %s', (value, expected) => {
    expect(nicknameError(value)).toBe(expected);
  });
});

describe('emailError', () => {
  it.each([
    ['', 'emailRequired'],
    [undefined, 'emailRequired'],
    ['not-an-email', 'emailInvalid'],
    ['a@b', 'emailInvalid'],
    ['a b@c.de', 'emailInvalid'],
    [`${'a'.repeat(250)}@b.co`, 'emailInvalid'],
    [' someone@outpost.example ', null],
  ])('%j → %s', (value, expected) => {
    expect(emailError(value)).toBe(expected);
  });
});

describe('phoneError', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['  ', null],
    ['+1 555 0100', null],
    ['020-7946-0958', null],
    ['12345', 'phoneInvalid'],
    ['12-ab', 'phoneInvalid'],
    ['++123456', 'phoneInvalid'],
    ['1'.repeat(21), 'phoneInvalid'],
    [12345678, 'phoneInvalid'],
  ])('%j → %s', (value, expected) => {
    expect(phoneError(value)).toBe(expected);
  });
});

describe('the new password', () => {
  it.each([
    ['ab1', 'newPasswordRule'],
    ['abcdefgh', 'newPasswordRule'],
    ['12345678', 'newPasswordRule'],
    [`a1${'x'.repeat(31)}`, 'newPasswordRule'],
    ['abc123', null],
    [`a1${'x'.repeat(30)}`, null],
  ])('%s → %s', (next, expected) => {
    expect(newPasswordError(next, 'old')).toBe(expected);
  });

  it('must differ from the old one, checked after the rule', () => {
    expect(newPasswordError('first1', 'first1')).toBe('newPasswordSame');
    expect(newPasswordError('same', 'same')).toBe('newPasswordRule');
  });

  it('reports each part of the rule for the checklist', () => {
    expect(newPasswordChecks('abc', 'abc')).toEqual({
      length: false,
      lettersAndDigits: false,
      differs: false,
    });
    expect(newPasswordChecks('abc123', 'test')).toEqual({
      length: true,
      lettersAndDigits: true,
      differs: true,
    });
  });

  it('needs the old password and a matching confirmation', () => {
    expect(oldPasswordError('')).toBe('oldPasswordRequired');
    expect(oldPasswordError(' ')).toBeNull();
    expect(confirmPasswordError('', 'abc123')).toBe('confirmRequired');
    expect(confirmPasswordError('abc124', 'abc123')).toBe('confirmMismatch');
    expect(confirmPasswordError('abc123', 'abc123')).toBeNull();
  });
});

describe('avatarFileError', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/png', size: 10 }, null],
    [{ type: 'image/jpeg', size: 2 * MB }, null],
    [{ type: 'image/webp', size: 2 * MB + 1 }, 'fileTooLarge'],
    [{ type: 'image/gif', size: 10 }, 'fileType'],
    [{ type: 'text/plain', size: 3 * MB }, 'fileType'],
    [{ type: '', size: 10 }, 'fileType'],
  ])('%j → %s', (file, expected) => {
    expect(avatarFileError(file)).toBe(expected);
  });
});

describe('validateProfile', () => {
  it('answers every failing field', () => {
    expect(validateProfile({ nickname: '', email: 'x', phone: 'abc' })).toEqual({
      ok: false,
      errors: { nickname: 'nicknameLength', email: 'emailInvalid', phone: 'phoneInvalid' },
    });
  });

  it('answers the trimmed values, a missing phone as empty', () => {
    expect(validateProfile({ nickname: ' Ada ', email: ' ada@outpost.example ' })).toEqual({
      ok: true,
      value: { nickname: 'Ada', email: 'ada@outpost.example', phone: '' },
    });
  });
});
