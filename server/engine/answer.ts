import { getResponse, type RequestHandler } from 'msw';

/** What answers the API's calls: today the engine of `mocks/` (its MSW handlers), in every home. */
export interface Engine {
  /** The answer to a call of the API (`/services/api/*`, `/mock/*`), or undefined for an unknown one. */
  answer(request: Request): Promise<Response | undefined>;
  /** Settles once every change the calls so far made is committed (the sign-in state). */
  flushed(): Promise<void>;
  /** The user name of the account whose live token a request carries (for the log). */
  accountOf(request: Request): string | undefined;
}

/** An engine answering with `handlers`, found by MSW as it finds them for a page. */
export const handlersEngine = (
  handlers: RequestHandler[],
  extra: Partial<Pick<Engine, 'flushed' | 'accountOf'>> = {},
): Engine => ({
  answer: (request) => getResponse(handlers, request),
  flushed: extra.flushed ?? (async () => undefined),
  accountOf: extra.accountOf ?? (() => undefined),
});
