import { MOCK, readJson } from '../../../../mocks/testing';

export { zh } from '../../../../mocks/testing';

// Test helpers for the sample endpoints: imported by *.test.ts only.

export interface Answer<T> {
  code: number;
  message: string;
  data: T;
}

export async function mockGet<T>(path: string, lang = 'en'): Promise<Answer<T>> {
  const response = await fetch(`${MOCK}/${path}`, { headers: { 'Accept-Language': lang } });
  if (response.status !== 200) throw new Error(`GET ${path} answered HTTP ${response.status}`);
  return readJson<Answer<T>>(response);
}

export async function mockPost<T>(path: string, body: unknown, lang = 'en'): Promise<Answer<T>> {
  const response = await fetch(`${MOCK}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`POST ${path} answered HTTP ${response.status}`);
  return readJson<Answer<T>>(response);
}
