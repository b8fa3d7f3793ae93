import { describe, it, expect } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('reads an Error, a string, or an object carrying a message', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ code: 400, message: 'bad password' })).toBe('bad password');
  });

  it('stringifies anything else', () => {
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage({ message: 7 })).toBe('[object Object]');
  });
});
