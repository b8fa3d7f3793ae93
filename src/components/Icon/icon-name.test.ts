import { describe, expect, it } from 'vitest';
import { assertIconName, isValidIconName } from './icon-name';
import { iconRegistry } from './registry';

describe('icon names (seed §5)', () => {
  it.each(['vi-user', 'vi-alert-triangle', 'vi-list-tree', 'vi-h1'])('accepts %s', (name) => {
    expect(isValidIconName(name)).toBe(true);
  });

  it.each([
    'user',
    'vi-User',
    'vi--user',
    'vi-user-',
    'vi-',
    'vi-user_name',
    'vi-ant-design:home',
    'ep-user',
  ])('refuses %s', (name) => {
    expect(isValidIconName(name)).toBe(false);
    expect(() => assertIconName(name)).toThrow(/Invalid icon name/);
  });

  it('every registered icon has a valid name', () => {
    expect(Object.keys(iconRegistry).length).toBeGreaterThan(0);
    for (const name of Object.keys(iconRegistry)) expect(isValidIconName(name)).toBe(true);
  });
});
