import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordStrength } from '@/api/rules/account';
import { en, zh } from '@/test/messages';
import { renderWidget } from '@/test/render-widget';
import { InputPassword } from './InputPassword';
import { passwordChecks, strengthLevel } from './strength';

afterEach(cleanup);

describe('strengthLevel', () => {
  it.each([
    ['', 0],
    ['abc12', 0], // too short for the rule
    ['abcdefgh', 0], // no digit: the rule refuses it
    ['abcdefg1', 1],
    ['abcdeFg1', 2],
    ['abcdeFg1!', 3],
    ['abcdefgh1234', 2],
    ['abcdeFg1!xyz', 4],
  ])('rates %j as %i', (password, level) => {
    expect(strengthLevel(password)).toBe(level);
  });

  it('agrees with the shared rule: weak is 1–2, strong 3–4', () => {
    for (const password of ['abcdefg1', 'abcdeFg1', 'abcdeFg1!', 'abcdeFg1!xyz', 'abcdefgh12345678']) {
      const level = strengthLevel(password);
      if (passwordStrength(password) === 'strong') expect(level).toBeGreaterThanOrEqual(3);
      if (passwordStrength(password) === 'weak') expect(level).toBeLessThanOrEqual(2);
    }
  });

  it('ticks each part of the rule on its own', () => {
    expect(passwordChecks('ab1')).toMatchObject({ length: false, lettersDigits: true });
    expect(passwordChecks('abcdefghij')).toMatchObject({ length: true, lettersDigits: false });
    expect(passwordChecks('')).toMatchObject({ length: false, lettersDigits: false });
    expect(passwordChecks('Abcdefgh1!xy')).toEqual({
      length: true,
      lettersDigits: true,
      mixedCase: true,
      symbol: true,
      long: true,
    });
  });
});

describe('InputPassword', () => {
  it('shows the strength level as it is typed, with the checklist', () => {
    renderWidget(<InputPassword label="Password" withChecklist />);
    const meter = screen.getByRole('meter', { name: zh('widgets.password.meter') });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(zh('widgets.password.strengthEmpty'))).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdeFg1!xyz' } });
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    const strong = zh('widgets.password.strength', { level: zh('widgets.password.levels.strong') });
    expect(screen.getByText(strong)).toBeInTheDocument();
    expect(
      screen.getByText(zh('widgets.password.checks.long'), { exact: false }).closest('[data-check]'),
    ).toHaveAttribute('data-met');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(
      screen
        .getByText(zh('widgets.password.checks.length', { min: 8, max: 32 }), { exact: false })
        .closest('[data-check]'),
    ).not.toHaveAttribute('data-met');
  });

  it('hides the meter while disabled and names the visibility toggle', () => {
    renderWidget(<InputPassword label="Password" disabled />, { lang: 'en' });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en('widgets.password.toggle') })).toBeInTheDocument();
  });
});
