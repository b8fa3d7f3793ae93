import { describe, expect, it } from 'vitest';
import { hasPermission, PERMISSION_NAME_REQUIRED } from './has-permission';

describe('hasPermission (seed §5, §6)', () => {
  const meta = { permission: ['add', 'edit'] };

  it('grants a name in the list and refuses one outside it', () => {
    expect(hasPermission(meta, 'add')).toBe(true);
    expect(hasPermission(meta, 'delete')).toBe(false);
    expect(hasPermission({}, 'add')).toBe(false);
    expect(hasPermission(undefined, 'add')).toBe(false);
  });

  it('throws a translated error without a name', () => {
    expect(() => hasPermission(meta, '', (key) => `T(${key})`)).toThrow(`T(${PERMISSION_NAME_REQUIRED})`);
    expect(() => hasPermission(meta, '')).toThrow(PERMISSION_NAME_REQUIRED);
  });
});
