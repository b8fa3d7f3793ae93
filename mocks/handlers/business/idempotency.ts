import { failure } from '../../db/services/contract';
import type { Db } from '../../db/store';
import { failureResponse } from './respond';

/**
 * `Idempotency-Key` on creates and actions (#17): a request repeated with the same key, by the same
 * account to the same call, is answered with the first answer and runs nothing again; the same key
 * with another body is refused (422). A repeat that arrives while the first is still running waits
 * for it. Answers are kept per live database (a reset forgets them), the latest few hundred.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEPT = 500;
const MAX_KEY_LENGTH = 200;

interface First {
  body: string;
  response: Response;
}

const answersOf = new WeakMap<Db, Map<string, Promise<First>>>();

function answers(db: Db): Map<string, Promise<First>> {
  let kept = answersOf.get(db);
  if (!kept) {
    kept = new Map();
    answersOf.set(db, kept);
  }
  return kept;
}

/**
 * The body as compared with a repeat's. A multipart body is written with a boundary of its own each
 * time it is sent (a replay after a token renewal, a retry): the boundary is left out.
 */
async function bodyOf(request: Request): Promise<string> {
  const text = await request.text();
  const boundary = /boundary=("?)([^";]+)\1/i.exec(request.headers.get('Content-Type') ?? '')?.[2];
  return boundary ? text.split(boundary).join('') : text;
}

/**
 * Runs `answer` once per (account, call, key); without a key, every time. Must be called before the
 * request's body is read: it keeps a copy of the body to compare a repeat with.
 */
export async function once(
  db: Db,
  accountId: string,
  path: string,
  request: Request,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  if (key === '') return answer();
  if (key.length > MAX_KEY_LENGTH) {
    return failureResponse(request, failure(422, 'idempotencyKeyReused'));
  }
  const kept = answers(db);
  const slot = `${accountId}\n${path}\n${key}`;
  const earlier = kept.get(slot);
  if (earlier) {
    const [first, body] = await Promise.all([earlier, bodyOf(request)]);
    if (first.body !== body) return failureResponse(request, failure(422, 'idempotencyKeyReused'));
    return first.response.clone();
  }
  const copy = request.clone();
  const pending = (async (): Promise<First> => {
    const body = await bodyOf(copy);
    return { body, response: await answer() };
  })();
  kept.set(slot, pending);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  try {
    const first = await pending;
    // A server error is not an answer to keep: the retry runs again.
    if (first.response.status >= 500) kept.delete(slot);
    return first.response.clone();
  } catch (error) {
    kept.delete(slot);
    throw error;
  }
}
