import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { mulberry32 } from './seed/prng';

/**
 * A load balancer of the tests' own, on loopback, in front of several service processes: each
 * request goes to one of them picked at random (the seed given, printed by the test, replays the
 * picks), as a balancer with no session affinity would send it. Hono's proxy helper forwards the
 * request whole (method, headers, body) and hands back the answer as it came.
 */
export interface Balancer {
  url: string;
  /** The processes to send to (their base URLs); none yet answers 503. */
  sendTo(targets: string[]): void;
  /** How many requests each target was sent, by its URL. */
  counts(): Map<string, number>;
  close(): Promise<void>;
}

export async function startBalancer(seed: number): Promise<Balancer> {
  const next = mulberry32(seed);
  let targets: string[] = [];
  const sent = new Map<string, number>();
  const app = new Hono();
  app.all('*', (c) => {
    if (targets.length === 0) return c.text('no process to send to', 503);
    const target = targets[Math.floor(next() * targets.length)];
    sent.set(target, (sent.get(target) ?? 0) + 1);
    const url = new URL(c.req.url);
    return proxy(`${target}${url.pathname}${url.search}`, { ...c.req, headers: c.req.header() });
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sendTo: (next) => {
      targets = [...next];
    },
    counts: () => new Map(sent),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
