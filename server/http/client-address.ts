import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is calling, for the limits per address: the connection's peer, or, behind a proxy the
 * deployment trusts (TRUST_PROXY), the last address of X-Forwarded-For, the one that proxy added
 * (the ones before it are the caller's own word).
 */
export function clientAddressOf(trustProxy: boolean): (c: Context) => string | undefined {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address;
    } catch {
      // not a connection of @hono/node-server (an app asked in a test)
      return undefined;
    }
  };
}
