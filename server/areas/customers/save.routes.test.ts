import { describe, expect, it } from 'vitest';
import type { Customer } from '@/api/business/types/master';
import type { Purse } from '@/api/business/types/ledger';
import type { ListResult } from '@/api/business/types/api';
import type { Warehouse } from '@/api/business/types/master';
import {
  apiGet,
  apiPostJson,
  dataFingerprint,
  readJson,
  setupMockServer,
  signInAs,
  zh,
  type Envelope,
} from '../../../mocks/testing';

// An operator takes a customer on (issue #41 §3), in every home (vite.config.ts CONTRACT_FILES). The
// business data is the worker's, shared by its files, so each test makes customers of its own codes.
setupMockServer();

let made = 0;
/** A code no other test of the run has taken. */
const freshCode = () => `T${Date.now().toString(36).slice(-4).toUpperCase()}${(made += 1)}`;

const input = (overrides: Record<string, unknown> = {}) => ({
  code: freshCode(),
  name: 'Contoso Outdoor',
  contact: 'Mia Chen',
  email: 'ops@contoso.example',
  phone: '+1 555 0199',
  countryCode: 'US',
  currency: 'USD',
  creditLimit: 250.5,
  warehouseCodes: ['USWE'],
  ...overrides,
});

const operator = async () => (await signInAs('admin')).access_token;

async function save(body: unknown, token?: string, lang = 'en') {
  return await apiPostJson('Customer/Save', body, token ?? (await operator()), lang);
}

describe('Customer/Save', () => {
  it('makes an active customer with its purse in its currency, at the credit limit chosen', async () => {
    const token = await operator();
    const sent = input({ code: ` ${freshCode().toLowerCase()} ` });
    const response = await save(sent, token);
    expect(response.status).toBe(200);
    const customer = (await readJson<Envelope<Customer>>(response)).data;
    expect(customer).toMatchObject({
      code: sent.code.trim().toUpperCase(),
      name: 'Contoso Outdoor',
      status: 'ACTIVE',
      currency: 'USD',
      warehouseCodes: ['USWE'],
    });
    expect(customer.id).toMatch(/^C\d{3,}$/);
    expect(customer).not.toHaveProperty('creditLimit');
    const purses = await readJson<Envelope<ListResult<Purse>>>(
      apiGet(`Finance/GetPurses?customerId=${customer.id}`, token),
    );
    expect(purses.data.list).toEqual([
      expect.objectContaining({ customerId: customer.id, currency: 'USD', balance: 0, creditLimit: 250.5 }),
    ]);
    const got = await readJson<Envelope<Customer>>(apiGet(`Customer/Get?id=${customer.id}`, token));
    expect(got.data).toEqual(customer);
  });

  it('numbers customers in order, each code once', async () => {
    const first = (await readJson<Envelope<Customer>>(save(input()))).data;
    const second = (await readJson<Envelope<Customer>>(save(input()))).data;
    expect(Number(second.id.slice(1))).toBeGreaterThan(Number(first.id.slice(1)));
    const again = await save(input({ code: first.code }), undefined, 'zh-CN');
    expect(again.status).toBe(422);
    expect((await readJson<Envelope>(again)).data).toEqual({ code: zh('customerCodeTaken') });
  });

  it('answers every field it refuses, in the caller language, and keeps nothing', async () => {
    const before = await dataFingerprint();
    const response = await save(
      {
        code: 'a',
        name: '',
        email: 'not-mail',
        phone: 'call me',
        countryCode: 'USA',
        currency: 'dollars',
        creditLimit: -1,
        warehouseCodes: [],
      },
      undefined,
      'zh-CN',
    );
    expect(response.status).toBe(422);
    expect((await readJson<Envelope>(response)).data).toEqual({
      code: zh('customerCodeInvalid'),
      name: zh('customerNameRequired'),
      email: zh('customerEmailInvalid'),
      phone: zh('phoneFormatInvalid'),
      countryCode: zh('countryCodeInvalid'),
      currency: zh('currencyInvalid'),
      creditLimit: zh('creditLimitInvalid'),
      warehouseCodes: zh('customerWarehousesRequired'),
    });
    const selfService = await save(input({ warehouseCodes: ['USWE', 'NOPE'] }), undefined, 'zh-CN');
    expect((await readJson<Envelope>(selfService)).data).toEqual({
      warehouseCodes: zh('customerWarehousesInvalid'),
    });
    expect(await dataFingerprint()).toBe(before);
  });

  it('changes who the customer is and its warehouses, never its code or currency', async () => {
    const token = await operator();
    const customer = (await readJson<Envelope<Customer>>(save(input(), token))).data;
    const changed = await save(
      {
        ...input({ code: customer.code }),
        id: customer.id,
        name: 'Contoso Outdoor Ltd',
        warehouseCodes: ['USWE', 'DEFR'],
      },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await readJson<Envelope<Customer>>(changed)).data).toMatchObject({
      id: customer.id,
      name: 'Contoso Outdoor Ltd',
      warehouseCodes: ['USWE', 'DEFR'],
    });
    const locked = await save(
      { ...input({ code: 'OTHER1', currency: 'EUR' }), id: customer.id },
      token,
      'zh-CN',
    );
    expect((await readJson<Envelope>(locked)).data).toEqual({
      code: zh('codeLocked'),
      currency: zh('codeLocked'),
    });
    expect((await save({ ...input(), id: 'C999999' }, token)).status).toBe(404);
  });

  it('is the operator’s alone', async () => {
    const seller = (await signInAs('seller')).access_token;
    expect((await apiPostJson('Customer/Save', input(), seller)).status).toBe(403);
    expect((await apiPostJson('Customer/Save', input())).status).toBe(401);
  });
});

describe('the warehouses a customer may use', () => {
  it('lists and accepts only those chosen for it, and its own', async () => {
    const token = await operator();
    const chosen = await readJson<Envelope<ListResult<Warehouse>>>(
      apiGet('Warehouse/GetList?kind=OFFICIAL&pageSize=50', token),
    );
    const official = chosen.data.list.map((warehouse) => warehouse.code);
    expect(official).toContain('USWE');
    expect(official.length).toBeGreaterThan(1);
    // the seeded customers were made before warehouses were chosen: they may use every one
    const seller = (await signInAs('seller')).access_token;
    const seen = await readJson<Envelope<ListResult<Warehouse>>>(
      apiGet('Warehouse/GetList?kind=OFFICIAL&pageSize=50', seller),
    );
    expect(seen.data.list.map((warehouse) => warehouse.code)).toEqual(official);
  });
});
