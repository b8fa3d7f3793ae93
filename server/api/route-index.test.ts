import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { indexByPath } from './route-index';
import { handlers } from './handlers';

const servers: ReturnType<typeof setupServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

function serve(list: RequestHandler[]) {
  const server = setupServer(...indexByPath(list));
  server.listen({ onUnhandledRequest: 'bypass' });
  servers.push(server);
}

/** A handler that counts how often MSW asks it whether it matches (its `parse`). */
function counted(handler: RequestHandler, tries: Map<RequestHandler, number>): RequestHandler {
  const parse = handler.parse.bind(handler);
  handler.parse = (args) => {
    tries.set(handler, (tries.get(handler) ?? 0) + 1);
    return parse(args);
  };
  return handler;
}

describe('indexByPath', () => {
  it("tries a request only against its own path's handlers", async () => {
    const tries = new Map<RequestHandler, number>();
    const many = Array.from({ length: 50 }, (_, i) =>
      counted(
        http.post(`*/services/api/Area${i}/Save`, () => HttpResponse.json({ area: i })),
        tries,
      ),
    );
    serve(many);
    const response = await fetch('http://localhost/services/api/Area42/Save', { method: 'POST' });
    expect(await response.json()).toEqual({ area: 42 });
    expect([...tries.values()].reduce((a, b) => a + b, 0)).toBe(1);
    expect(tries.get(many[42])).toBe(1);
  });

  it('keeps the method, MSW order, case and trailing-slash rules of the handlers', async () => {
    serve([
      http.get('*/api/Thing', () => HttpResponse.json('first get')),
      http.post('*/api/Thing', () => HttpResponse.json('post')),
      http.get('*/api/Thing', () => HttpResponse.json('second get')),
      http.get('*/Thing', () => HttpResponse.json('shorter path, registered later')),
    ]);
    const get = await fetch('http://localhost/base/api/Thing');
    expect(await get.json()).toBe('first get');
    const post = await fetch('http://localhost/base/api/Thing', { method: 'POST' });
    expect(await post.json()).toBe('post');
    const cased = await fetch('http://localhost/API/thing/');
    expect(await cased.json()).toBe('first get');
    const shorter = await fetch('http://localhost/Thing');
    expect(await shorter.json()).toBe('shorter path, registered later');
  });

  it('leaves a path with parameters to MSW, and answers nothing it has no handler for', async () => {
    serve([
      http.get('*/api/Thing', () => HttpResponse.json('thing')),
      http.get('*/api/items/:id', ({ params }) => HttpResponse.json(`item ${String(params.id)}`)),
      http.all('*/api/*', () => HttpResponse.json({ message: 'no such call' }, { status: 404 })),
    ]);
    expect(await (await fetch('http://localhost/api/items/7')).json()).toBe('item 7');
    const unknown = await fetch('http://localhost/api/Other');
    expect(unknown.status).toBe(404);
  });

  it('puts the fixed-path handlers of the console behind the index', () => {
    // the console's handlers all have fixed paths: the index, and nothing else to try one by one
    expect(handlers.length).toBe(1);
  });
});
