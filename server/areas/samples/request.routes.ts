import { delay, http } from 'msw';
import { mockPath } from '../../api/config';
import { fail, ok } from '../../api/http';
import { msg } from '../../api/i18n';

/** Long enough never to answer by itself: the cancellation demo aborts these (seed §7). */
export const PENDING_REQUEST_MS = 600_000;

const REQUEST_COUNT = 5;

export const mockRequestHandlers = [
  http.get(mockPath('request/expired'), ({ request }) => fail(401, msg(request, 'tokenExpired'))),

  ...Array.from({ length: REQUEST_COUNT }, (_, index) =>
    http.get(mockPath(`request/${index + 1}`), async () => {
      // Kept whatever the delay mode: the demo needs them pending.
      await delay(PENDING_REQUEST_MS);
      return ok(`request-${index + 1}`);
    }),
  ),
];
