import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '../../api/clock';
import { resetAuthState } from './state';
import {
  VERIFICATION_CODE_TTL_MS,
  consumeVerificationCode,
  issueVerificationCode,
  pendingVerificationCode,
} from './verification';

let time = Date.UTC(2026, 0, 1);
setClock(() => time);

afterEach(async () => {
  await resetAuthState();
  time = Date.UTC(2026, 0, 1);
});

describe('verification codes', () => {
  it('are 6 digits, kept per email whatever its case, and used up once matched', async () => {
    const code = await issueVerificationCode('Seller@Northwind.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(await pendingVerificationCode('seller@northwind.example')).toBe(code);
    expect(
      await consumeVerificationCode('seller@northwind.example', code === '000000' ? '000001' : '000000'),
    ).toBe('wrong');
    expect(await consumeVerificationCode('seller@northwind.example', code)).toBe('ok');
    expect(await consumeVerificationCode('seller@northwind.example', code)).toBe('wrong');
  });

  it('expire after 10 minutes', async () => {
    const code = await issueVerificationCode('a@b.example');
    time += VERIFICATION_CODE_TTL_MS;
    expect(await pendingVerificationCode('a@b.example')).toBeUndefined();
    expect(await consumeVerificationCode('a@b.example', code)).toBe('expired');
  });
});
