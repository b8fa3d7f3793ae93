import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { activateAccount, register, resendActivation, sendVerificationCode, tokenRefusal } from './access';
import { fieldErrors, isValidationError } from './errors';
import { at, bindFake, setupTestServer } from './client.test-support';

const server = setupTestServer();

describe('the access calls', () => {
  it("sendVerificationCode asks by phone without the bearer token and resolves with the server's message", async () => {
    bindFake({ token: 'stale' });
    server.use(
      http.get(at('Authorization/GetVerificationCode'), ({ request }) => {
        const phone = new URL(request.url).searchParams.get('phone');
        const bearer = request.headers.has('authorization');
        return HttpResponse.json({ code: 200, message: `sent to ${phone}, bearer ${bearer}`, data: true });
      }),
    );
    await expect(sendVerificationCode({ phone: '+1 555 0102' })).resolves.toBe(
      'sent to +1 555 0102, bearer false',
    );
  });

  it('sendVerificationCode still hands a 422 over with its field messages, and toasts it', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('Authorization/GetVerificationCode'), () =>
        HttpResponse.json(
          { code: 422, message: 'check the fields', data: { email: 'invalid email address' } },
          { status: 422 },
        ),
      ),
    );
    const error: unknown = await sendVerificationCode({ email: 'x' }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual({ email: 'invalid email address' });
    expect(fake.notifyError).toHaveBeenCalledWith('check the fields');
  });

  it('sendVerificationCode refuses a body code other than success, with its message', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('Authorization/GetVerificationCode'), () =>
        HttpResponse.json({ code: 500, message: 'mail server down', data: null }),
      ),
    );
    await expect(sendVerificationCode({ email: 'a@b.example' })).rejects.toMatchObject({
      code: 500,
      message: 'mail server down',
    });
    expect(fake.notifyError).toHaveBeenCalledWith('mail server down');
  });

  it('register posts JSON without the bearer token', async () => {
    bindFake({ token: 'stale' });
    server.use(
      http.post(at('Authorization/Register'), async ({ request }) => {
        expect(request.headers.has('authorization')).toBe(false);
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ code: 200, message: 'ok', data: { ...body, mail: null } });
      }),
    );
    await expect(
      register({ username: 'abcd', email: 'a@b.example', password: 'cipher', acceptTerms: true }),
    ).resolves.toMatchObject({ username: 'abcd', mail: null });
  });

  it("tokenRefusal reads a refused token's reason (and address) from an HTTP 400, nothing else", async () => {
    bindFake();
    server.use(
      http.post(at('Authorization/ActivateAccount'), () =>
        HttpResponse.json(
          { code: 400, message: 'expired', data: { reason: 'expired', email: 'a@b.example' } },
          { status: 400 },
        ),
      ),
      http.post(at('Authorization/ResendActivation'), () =>
        HttpResponse.json({ code: 400, message: 'bad', data: { reason: 'other' } }, { status: 400 }),
      ),
    );
    const refused = await activateAccount('t').catch((e: unknown) => e);
    expect(tokenRefusal(refused)).toEqual({ reason: 'expired', email: 'a@b.example' });
    const other = await resendActivation('a@b.example').catch((e: unknown) => e);
    expect(tokenRefusal(other)).toBeNull();
    expect(tokenRefusal(new Error('x'))).toBeNull();
  });
});
