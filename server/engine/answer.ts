import { getResponse, type RequestHandler } from 'msw';
import { answering } from '../api/audit';

/** What answers the API's calls: today the engine of `mocks/` (its MSW handlers), in every home. */
export interface Engine {
  /** The answer to a call of the API (`/services/api/*`, `/mock/*`), or undefined for an unknown one. */
  answer(request: Request): Promise<Response | undefined>;
  /** The user name of the account whose live token a request carries (for the log). */
  accountOf(request: Request): Promise<string | undefined> | string | undefined;
}

/** An engine answering with `handlers`, found by MSW as it finds them for a page. */
export const handlersEngine = (
  handlers: RequestHandler[],
  extra: Partial<Pick<Engine, 'accountOf'>> = {},
): Engine => ({
  answer: (request) => answering(request, () => getResponse(handlers, request)),
  accountOf: extra.accountOf ?? (() => undefined),
});
