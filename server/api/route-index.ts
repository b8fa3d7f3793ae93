import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';

/**
 * Puts the fixed-path handlers behind one handler that finds them by the request's path.
 *
 * MSW tries handlers in order, and each try parses the request's URL, matches its path pattern and
 * reads the page's cookies (`document.cookie`, a round trip to the browser process in Chromium).
 * With two hundred handlers a business call, near the end of the list, paid that two hundred times:
 * over 100 ms of the page's main thread per call. Here a request is tried only against the handlers
 * registered for its exact path (one, or one per method), and the rest keep MSW's order.
 *
 * A fixed path is `*` followed by a path with no parameters or wildcards (`apiPath('Inbound/Save')`
 * is `*\/services/api/Inbound/Save`): the `*` takes the origin and any prefix, so a request matches
 * when its path ends with the rest. The chosen handlers still match the request themselves, so the
 * index only narrows which ones are tried, never what they answer.
 */
export function indexByPath(handlers: readonly RequestHandler[]): RequestHandler[] {
  const byPath = new Map<string, Indexed[]>();
  const others: RequestHandler[] = [];
  handlers.forEach((handler, order) => {
    const key = fixedPathKey(handler);
    if (key === undefined) {
      others.push(handler);
      return;
    }
    const list = byPath.get(key);
    if (list) list.push({ handler, order });
    else byPath.set(key, [{ handler, order }]);
  });
  if (byPath.size === 0) return [...others];

  const router = http.all('*', async ({ request }) => {
    const candidates = candidatesFor(byPath, new URL(request.url).pathname);
    // undefined: not ours, MSW goes on to the other handlers (and then lets the request through)
    return candidates ? getResponse(candidates, request) : undefined;
  });
  return [router, ...others];
}

interface Indexed {
  handler: RequestHandler;
  /** its place in the list given, which MSW's order of trying keeps */
  order: number;
}

function fixedPathKey(handler: RequestHandler): string | undefined {
  if (!(handler instanceof HttpHandler)) return undefined;
  const { path } = handler.info;
  if (typeof path !== 'string' || !path.startsWith('*/')) return undefined;
  const rest = path.slice(1);
  if (/[:*?()+{}]/.test(rest)) return undefined;
  return normalize(rest);
}

/** MSW's path patterns ignore case and a trailing slash. */
function normalize(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

/** The handlers of every path the request's path ends with (at a '/' boundary), in their order. */
function candidatesFor(byPath: Map<string, Indexed[]>, pathname: string): RequestHandler[] | undefined {
  const path = normalize(pathname);
  const found: Indexed[] = [];
  for (let at = path.indexOf('/'); at !== -1; at = path.indexOf('/', at + 1)) {
    const list = byPath.get(path.slice(at));
    if (list) found.push(...list);
  }
  if (found.length === 0) return undefined;
  return found.sort((a, b) => a.order - b.order).map((entry) => entry.handler);
}
