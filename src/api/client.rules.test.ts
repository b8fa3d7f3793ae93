import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bindClient } from './bindings';
import { get, post, postForm, postMultipart, request } from './client';
import { ApiError } from './errors';
import { at, bindFake, setupTestServer } from './client.test-support';
import { zh } from '@/test/messages';

const server = setupTestServer();

const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'ok', data });

describe('request rules', () => {
  it('appends GET params, omitting null and undefined', async () => {
    bindFake();
    server.use(http.get(at('items'), ({ request }) => ok(new URL(request.url).search)));
    await expect(get('items', { page: 1, name: null, kind: undefined, q: 'a b' })).resolves.toBe(
      '?page=1&q=a+b',
    );
  });

  it('sends JSON bodies with Content-Type application/json', async () => {
    bindFake();
    server.use(
      http.post(at('json'), async ({ request }) =>
        ok({ type: request.headers.get('content-type'), body: await request.json() }),
      ),
    );
    await expect(post('json', { a: 1 })).resolves.toEqual({ type: 'application/json', body: { a: 1 } });
  });

  it('serialises form posts as a urlencoded query string', async () => {
    bindFake();
    server.use(
      http.post(at('form'), async ({ request }) =>
        ok({ type: request.headers.get('content-type'), body: await request.text() }),
      ),
    );
    await expect(
      postForm('form', { grant_type: 'password', username: 'a b', skip: undefined }),
    ).resolves.toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'grant_type=password&username=a+b',
    });
  });

  it('sends multipart posts as form data with the boundary fetch writes, not JSON', async () => {
    bindFake();
    server.use(
      http.post(at('upload'), async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        const file = form.get('file');
        return ok({
          multipart: type.startsWith('multipart/form-data; boundary='),
          name: form.get('name'),
          file: file instanceof Blob ? await file.text() : null,
        });
      }),
    );
    const file = new File(['avatar-bytes'], 'a.png', { type: 'image/png' });
    const expected = { multipart: true, name: 'me', file: 'avatar-bytes' };
    await expect(postMultipart('upload', { file, name: 'me' })).resolves.toEqual(expected);
    const form = new FormData();
    form.append('file', file);
    form.append('name', 'me');
    await expect(post('upload', form)).resolves.toEqual(expected);
  });

  it("prefixes the client's base URL unless a request names its own; '' reaches the site root", async () => {
    bindFake();
    server.use(
      http.get('*/services/api/mock/where', () => ok('api base')),
      http.get('*/mock/where', ({ request }) => ok(new URL(request.url).pathname)),
    );
    await expect(get('/mock/where')).resolves.toBe('api base');
    await expect(get('/mock/where', undefined, { baseURL: '' })).resolves.toBe('/mock/where');
    await expect(get('where', undefined, { baseURL: 'http://localhost/mock' })).resolves.toBe('/mock/where');
  });

  it('sends the bearer token in the tokenKey header', async () => {
    bindFake({ token: 'tok-1', tokenKey: 'X-Access-Token' });
    server.use(
      http.get(at('me'), ({ request }) =>
        ok({ custom: request.headers.get('x-access-token'), standard: request.headers.get('authorization') }),
      ),
    );
    await expect(get('me')).resolves.toEqual({ custom: 'Bearer tok-1', standard: null });
  });

  it('sends no token header when there is no token', async () => {
    bindFake({ token: undefined });
    server.use(http.get(at('me'), ({ request }) => ok(request.headers.has('authorization'))));
    await expect(get('me')).resolves.toBe(false);
  });

  it('sends the language as Accept-Language', async () => {
    bindFake({ language: 'zh-CN' });
    server.use(http.get(at('lang'), ({ request }) => ok(request.headers.get('accept-language'))));
    await expect(get('lang')).resolves.toBe('zh-CN');
  });

  it('honours a per-request timeout with a timeout error and a toast', async () => {
    const fake = bindFake();
    server.use(
      http.get(at('slow'), async () => {
        await delay(2000);
        return ok('late');
      }),
    );
    const error: unknown = await request({ url: 'slow', timeout: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ reason: 'timeout', message: 'The request timed out, please try again' });
    expect(fake.notifyError).toHaveBeenCalledWith('The request timed out, please try again');
  });

  it('translates its own messages through the bound translator', async () => {
    const fake = bindFake();
    bindClient({
      getToken: () => undefined,
      getTokenKey: () => 'Authorization',
      getRefreshToken: () => undefined,
      requestRefresh: () => Promise.reject(new Error('no')),
      onSessionExpired: () => undefined,
      notifyError: fake.notifyError,
      getLanguage: () => 'zh-CN',
      translate: (key) => (key === 'error.notFound' ? zh('error.notFound') : key),
    });
    server.use(http.get(at('gone'), () => new HttpResponse(null, { status: 404 })));
    await expect(get('gone')).rejects.toMatchObject({ status: 404, message: zh('error.notFound') });
    expect(fake.notifyError).toHaveBeenCalledWith(zh('error.notFound'));
  });

  it('waits for the back-end to be ready before sending anything', async () => {
    const fake = bindFake();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const ready = vi.fn(() => gate);
    bindClient({ ...fake.bindings, ready });
    let arrived = false;
    server.use(
      http.get(at('late'), () => {
        arrived = true;
        return ok('answered');
      }),
    );
    const answer = get('late');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ready).toHaveBeenCalled();
    expect(arrived).toBe(false);
    open();
    await expect(answer).resolves.toBe('answered');
    expect(arrived).toBe(true);
  });
});
