import type { Page } from 'playwright-core';
import { BASE_URL } from './browser';

/** What an API call answered: its HTTP status and its envelope's `code` and `data`. */
export interface Answered<T = unknown> {
  status: number;
  code: number;
  data: T;
}

/**
 * The address of the console the page shows (up to the hash), or the journeys' build when it shows
 * none yet: a journey of the served console (served.e2e.ts) runs on the service's own port.
 */
export const consoleBaseOf = (page: Page): string =>
  page.url().startsWith('http') ? page.url().split('#')[0] : BASE_URL;

/**
 * An API call from the page with the signed-in token, as the console's client makes it: a GET, or
 * with `body` a JSON POST. Whatever it answered, refusals included; an answer that is not the API's
 * envelope fails, naming the call. On the journeys' build, once its embedded back-end is up (it
 * starts with the console's first request); the service has none to wait for.
 */
export async function call<T = unknown>(page: Page, path: string, body?: unknown): Promise<Answered<T>> {
  if (consoleBaseOf(page) === BASE_URL)
    await page.waitForFunction(
      () =>
        (window as { __outpostMock?: unknown }).__outpostMock !== undefined &&
        navigator.serviceWorker?.controller != null,
    );
  const { status, text } = await page.evaluate(
    async ({ path, posted, body }) => {
      const session = JSON.parse(localStorage.getItem('outpost.session') ?? '{}') as { token?: string };
      const headers: Record<string, string> = { Authorization: `Bearer ${session.token ?? ''}` };
      if (posted) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/services/api/${path}`, {
        method: posted ? 'POST' : 'GET',
        headers,
        body: posted ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, text: await response.text() };
    },
    { path, posted: body !== undefined, body: body ?? null },
  );
  let envelope: { code: number; data: T };
  try {
    envelope = JSON.parse(text) as { code: number; data: T };
  } catch {
    throw new Error(`${path} answered HTTP ${status}: ${text.slice(0, 200)}`);
  }
  return { status, code: envelope.code, data: envelope.data };
}

/** The data of a call that must succeed: a refusal fails, naming the call and what it answered. */
async function accepted<T>(path: string, answer: Promise<Answered<T>>): Promise<T> {
  const { code, data } = await answer;
  if (code !== 200) throw new Error(`${path} answered ${code}: ${JSON.stringify(data)}`);
  return data;
}

/** A GET from the page with the signed-in token, as the console's client makes it; fails on a refusal. */
export const api = <T>(page: Page, path: string): Promise<T> => accepted(path, call<T>(page, path));

/** A JSON POST from the page with the signed-in token, as the console's client sends it; fails on a refusal. */
export const apiPost = <T>(page: Page, path: string, body: unknown): Promise<T> =>
  accepted(path, call<T>(page, path, body));
