import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { get, post, request } from './client';
import { ApiError, fieldErrors, isValidationError } from './errors';
import { at, bindFake, setupTestServer } from './client.test-support';

const server = setupTestServer();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('error catalogue (seed §8)', () => {
  it('body code 200: returns data', async () => {
    const fake = bindFake();
    server.use(http.get(at('ok'), () => HttpResponse.json({ code: 200, message: 'ok', data: { id: 7 } })));
    await expect(get('ok')).resolves.toEqual({ id: 7 });
    expect(fake.notifyError).not.toHaveBeenCalled();
  });

  it('no body code and HTTP 200 (the OAuth token answer): returns the body as is', async () => {
    bindFake();
    const tokens = { access_token: 'a', refresh_token: 'r', expires_in: 300, token_type: 'Bearer' };
    server.use(http.post(at('Authorization/connect/token'), () => HttpResponse.json(tokens)));
    await expect(
      post('Authorization/connect/token', { grant_type: 'password' }, { form: true }),
    ).resolves.toEqual(tokens);
  });

  it('blob responses pass through', async () => {
    bindFake();
    server.use(
      http.get(
        at('export'),
        () => new HttpResponse(new Blob(['a,b\n1,2']), { headers: { 'Content-Type': 'text/csv' } }),
      ),
      http.get(
        at('image'),
        () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const csv = await request<Blob>({ url: 'export', responseType: 'blob' });
    expect(csv).toBeInstanceOf(Blob);
    await expect(csv.text()).resolves.toBe('a,b\n1,2');
    // without responseType, a binary content type is read as a blob too
    const image = await get<Blob>('image');
    expect(image).toBeInstanceOf(Blob);
    expect(image.size).toBe(3);
  });

  it('body code 401: session expired, rejected', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('expired'), () => HttpResponse.json({ code: 401, message: 'token expired', data: null })),
    );
    const error = await failure(get('expired'));
    expect(error).toMatchObject({ reason: 'sessionExpired', code: 401, message: 'token expired' });
    expect(fake.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.requestRefresh).not.toHaveBeenCalled();
  });

  it('other body code: toast with the server message, ApiError with code, message and data', async () => {
    const fake = bindFake();
    server.use(
      http.post(at('delete'), () =>
        HttpResponse.json({ code: 500, message: 'please select data to delete', data: null }),
      ),
    );
    const error = await failure(post('delete', { ids: [] }));
    expect(error).toMatchObject({
      reason: 'code',
      code: 500,
      message: 'please select data to delete',
      data: null,
    });
    expect(fake.notifyError).toHaveBeenCalledExactlyOnceWith('please select data to delete');
    expect(fake.onSessionExpired).not.toHaveBeenCalled();
  });

  it('body code 422 keeps the field messages', async () => {
    bindFake();
    const fields = { email: 'email is taken', phone: 'phone is invalid' };
    server.use(
      http.post(at('save'), () => HttpResponse.json({ code: 422, message: 'invalid', data: fields })),
    );
    const error = await failure(post('save', {}));
    expect(isValidationError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual(fields);
  });

  it('HTTP 422 with a bare field map keeps the field messages', async () => {
    const fake = bindFake();
    server.use(http.post(at('save'), () => HttpResponse.json({ nickname: 'required' }, { status: 422 })));
    const error = await failure(post('save', {}));
    expect(isValidationError(error)).toBe(true);
    expect(fieldErrors(error)).toEqual({ nickname: 'required' });
    expect(fake.notifyError).toHaveBeenCalledWith('Please correct the highlighted fields');
  });

  it('fieldErrors of any other error is empty', async () => {
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(
      fieldErrors(new ApiError({ reason: 'code', code: 500, status: 200, message: 'x', data: { a: 'b' } })),
    ).toEqual({});
  });

  it('HTTP 403: toast with the server message, or a default, and rejected', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('secret'), () =>
        HttpResponse.json({ code: 403, message: 'not your warehouse' }, { status: 403 }),
      ),
      http.get(at('bare'), () => new HttpResponse(null, { status: 403 })),
    );
    expect(await failure(get('secret'))).toMatchObject({
      reason: 'forbidden',
      status: 403,
      message: 'not your warehouse',
    });
    expect(await failure(get('bare'))).toMatchObject({
      reason: 'forbidden',
      message: 'You do not have permission to do this',
    });
    expect(fake.notifyError.mock.calls).toEqual([
      ['not your warehouse'],
      ['You do not have permission to do this'],
    ]);
    expect(fake.requestRefresh).not.toHaveBeenCalled();
  });

  it('HTTP 500 and 404: toast with body.message if present, else a readable message', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('boom'), () => HttpResponse.json({ code: 500, message: 'database down' }, { status: 500 })),
      http.get(at('crash'), () => new HttpResponse('<html>', { status: 502 })),
      http.get(at('missing'), () => new HttpResponse(null, { status: 404 })),
    );
    expect(await failure(get('boom'))).toMatchObject({
      reason: 'http',
      status: 500,
      message: 'database down',
    });
    expect(await failure(get('crash'))).toMatchObject({
      status: 502,
      message: 'Server error, please try again later',
    });
    expect(await failure(get('missing'))).toMatchObject({
      status: 404,
      message: 'The requested resource was not found',
    });
    expect(fake.notifyError.mock.calls).toEqual([
      ['database down'],
      ['Server error, please try again later'],
      ['The requested resource was not found'],
    ]);
  });

  it('an error answer asked for as a blob still yields the server message', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('export'), () =>
        HttpResponse.json({ code: 500, message: 'export failed' }, { status: 500 }),
      ),
    );
    expect(await failure(request({ url: 'export', responseType: 'blob' }))).toMatchObject({
      message: 'export failed',
    });
    expect(fake.notifyError).toHaveBeenCalledWith('export failed');
  });

  it('network failure: toast with a readable message', async () => {
    const fake = bindFake();
    server.use(http.get(at('down'), () => HttpResponse.error()));
    expect(await failure(get('down'))).toMatchObject({ reason: 'network', status: 0 });
    expect(fake.notifyError).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('silent suppresses the toast but still rejects', async () => {
    const fake = bindFake();
    server.use(
      http.post(at('Authorization/connect/token'), () =>
        HttpResponse.json({ code: 400, message: 'wrong account or password' }, { status: 400 }),
      ),
      http.get(at('code'), () => HttpResponse.json({ code: 500, message: 'nope', data: null })),
    );
    const error = await failure(post('Authorization/connect/token', {}, { form: true, silent: true }));
    expect(error).toMatchObject({ code: 400, status: 400, message: 'wrong account or password' });
    await expect(get('code', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(fake.notifyError).not.toHaveBeenCalled();
  });
});
