import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { en, zh } from '@/test/messages';
import { StoryProviders } from '../../stories/support/StoryProviders';
import { useValidator, validatorRules } from './use-validator';

const { required, lengthRange, notSpace, phone, email, password, confirm } = validatorRules;

describe('validator rules', () => {
  it('required refuses blanks, empty lists and an unticked box, and marks the field', () => {
    const rule = required();
    for (const blank of ['', '   ', null, undefined, [], [null, null], false]) {
      expect(rule(blank, {})).toEqual({ key: 'validator.required' });
    }
    for (const filled of ['x', 0, [1], true, [null, '2026-01-01']]) expect(rule(filled, {})).toBeNull();
    expect(rule.marksRequired).toBe(true);
    expect(required('formDemo.agreeRequired')(false, {})).toEqual({ key: 'formDemo.agreeRequired' });
  });

  it('lengthRange counts characters as a reader does and lets a blank pass', () => {
    const rule = lengthRange(2, 4);
    expect(rule('', {})).toBeNull();
    expect(rule('a', {})).toEqual({ key: 'validator.lengthRange', params: { min: 2, max: 4 } });
    // two Chinese characters (written as escapes: source files carry no display text)
    expect(rule('\u4ed3\u5e93', {})).toBeNull();
    expect(rule('📦📦📦📦', {})).toBeNull();
    expect(rule('abcde', {})).not.toBeNull();
  });

  it('notSpace refuses any whitespace', () => {
    expect(notSpace()('ab c', {})).toEqual({ key: 'validator.notSpace' });
    expect(notSpace()('ab\tc', {})).not.toBeNull();
    expect(notSpace()('abc', {})).toBeNull();
  });

  it('email, phone and password are the account rules the server enforces, blank passing', () => {
    expect(email()('', {})).toBeNull();
    expect(email()('ada@outpost', {})).toEqual({ key: 'access.rules.emailInvalid' });
    expect(email()('ada@outpost.example', {})).toBeNull();
    expect(phone()('12-ab', {})).toEqual({ key: 'access.rules.phoneInvalid' });
    expect(phone()('+1 555 0199', {})).toBeNull();
    expect(password()('short1', {})).toEqual({ key: 'access.rules.passwordTooShort' });
    expect(password()('lettersonly', {})).toEqual({ key: 'access.rules.passwordLettersDigits' });
    expect(password()('x'.repeat(33) + '1', {})).toEqual({ key: 'access.rules.passwordTooLong' });
    expect(password()('Parcel2026', {})).toBeNull();
  });

  it('confirm compares with the other field', () => {
    const rule = confirm<{ password: string }>('password');
    expect(rule('', { password: '' })).toBeNull();
    expect(rule('', { password: 'Parcel2026' })).toEqual({ key: 'access.rules.confirmRequired' });
    expect(rule('Parcel2025', { password: 'Parcel2026' })).toEqual({ key: 'access.rules.confirmMismatch' });
    expect(rule('Parcel2026', { password: 'Parcel2026' })).toBeNull();
  });
});

describe('useValidator', () => {
  const wrapper = (locale: 'zh-CN' | 'en') =>
    function Providers({ children }: { children: ReactNode }) {
      return (
        <StoryProviders locale={locale} dark={false}>
          {children}
        </StoryProviders>
      );
    };

  it('answers the first failing rule in the reader’s language', () => {
    const zhHook = renderHook(() => useValidator(), { wrapper: wrapper('zh-CN') }).result.current;
    expect(zhHook.check('', [required(), email()])).toBe(zh('validator.required'));
    expect(zhHook.check('a b', [lengthRange(1, 2), notSpace()])).toBe(
      zh('validator.lengthRange', { min: 1, max: 2 }),
    );
    const enHook = renderHook(() => useValidator(), { wrapper: wrapper('en') }).result.current;
    expect(enHook.check('x@y', [required(), email()])).toBe(en('access.rules.emailInvalid'));
    expect(enHook.check('x@y.example', [required(), email()])).toBeNull();
  });
});
