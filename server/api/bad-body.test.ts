import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { API, authHeaders, setupMockServer } from '../../mocks/testing';
import { signedIn } from './testing';

// A business call's body that is not a JSON object is refused as such, in the caller's language,
// and nothing is written (a contract file: it runs against the embedded back-end and the service).

setupMockServer();

const send = (token: string, path: string, body: string, lang = 'en') =>
  fetch(`${API}/${path}`, {
    method: 'POST',
    headers: { ...authHeaders(token, lang), 'Content-Type': 'application/json' },
    body,
  });

const skuTotal = async (token: string) =>
  (
    (await (await fetch(`${API}/Sku/GetList?pageSize=10`, { headers: authHeaders(token) })).json()) as {
      data: { total: number };
    }
  ).data.total;

describe('a body that is not a JSON object', () => {
  it('is a 400 that says so, in either language, and writes nothing', async () => {
    const seller = await signedIn('seller');
    const before = await skuTotal(seller.token);
    const cases: [string, 'bodyNotJson' | 'bodyNotObject'][] = [
      ['{"sku": "BAD-1", ', 'bodyNotJson'],
      ["{'sku': 'BAD-1'}", 'bodyNotJson'],
      ['[{"sku": "BAD-1"}]', 'bodyNotObject'],
      ['42', 'bodyNotObject'],
      ['null', 'bodyNotObject'],
    ];
    for (const [body, key] of cases) {
      for (const lang of ['en', 'zh-CN'] as const) {
        const response = await send(seller.token, 'Sku/Save', body, lang);
        expect([body, response.status, await response.json()]).toEqual([
          body,
          400,
          { code: 400, message: translate(lang, key) },
        ]);
      }
    }
    expect(await skuTotal(seller.token)).toBe(before);
  });

  it('is read as no fields when empty, and refused field by field', async () => {
    const seller = await signedIn('seller');
    const response = await send(seller.token, 'Sku/Save', '');
    expect(response.status).toBe(422);
  });
});
