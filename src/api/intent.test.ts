import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { post, postForm, postMultipart } from './client';
import { at, bindFake, setupTestServer } from './client.test-support';
import { beginIntent, IDEMPOTENCY_HEADER, INTENT_WINDOW_MS, resetIntents } from './intent';

const server = setupTestServer();
afterEach(resetIntents);

describe('one key per intent', () => {
  it('gives a repeat of a pending or just-answered write the first one’s key, a later one a new key', () => {
    const first = beginIntent('POST save {"a":1}', 1_000);
    const repeat = beginIntent('POST save {"a":1}', 1_100);
    const other = beginIntent('POST save {"a":2}', 1_100);
    expect(repeat.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
    first.settle(true, 1_200);
    repeat.settle(true, 1_300);
    const within = beginIntent('POST save {"a":1}', 1_300 + INTENT_WINDOW_MS - 1);
    expect(within.key).toBe(first.key);
    within.settle(true, 1_300);
    const late = beginIntent('POST save {"a":1}', 1_300 + 2 * INTENT_WINDOW_MS);
    expect(late.key).not.toBe(first.key);
  });

  it('makes a try after a refusal a new intent', () => {
    const refused = beginIntent('POST submit {"id":"X"}', 1_000);
    refused.settle(false, 1_100);
    expect(beginIntent('POST submit {"id":"X"}', 1_200).key).not.toBe(refused.key);
  });

  it('sends the same Idempotency-Key on a double click, none on reads and form posts', async () => {
    bindFake();
    const keys: (string | null)[] = [];
    server.use(
      http.post(at('Thing/Save'), ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER));
        return HttpResponse.json({ code: 200, message: 'ok', data: null });
      }),
      http.post(at('token'), ({ request }) =>
        HttpResponse.json({ code: 200, message: 'ok', data: request.headers.get(IDEMPOTENCY_HEADER) }),
      ),
    );
    await Promise.all([post('Thing/Save', { name: 'a' }), post('Thing/Save', { name: 'a' })]);
    await post('Thing/Save', { name: 'b' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await expect(postForm('token', { grant_type: 'password' })).resolves.toBeNull();
  });

  it('gives an upload sent twice the same key, another file another key', async () => {
    bindFake();
    const keys: (string | null)[] = [];
    server.use(
      http.post(at('Thing/Upload'), ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER));
        return HttpResponse.json({ code: 200, message: 'ok', data: null });
      }),
    );
    const file = new File(['%PDF-1.4'], 'a.pdf');
    const same = new File(['%PDF-1.4'], 'a.pdf');
    await Promise.all([
      postMultipart('Thing/Upload', { file, purpose: 'receipt' }),
      postMultipart('Thing/Upload', { file, purpose: 'receipt' }),
    ]);
    await postMultipart('Thing/Upload', { file: same, purpose: 'receipt' });
    await postMultipart('Thing/Upload', { file, purpose: 'photo' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });
});
