import type { RouteEntry } from '../types';

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches one wouter-style pattern: `:name` takes one segment, a trailing `:name*` the rest. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i];
    if (part.startsWith(':') && part.endsWith('*') && i === want.length - 1) {
      params[part.slice(1, -1)] = got.slice(i).map(decode).join('/');
      return params;
    }
    const segment = got[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = decode(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return want.length === got.length ? params : undefined;
}

/** The entry for a location path (strict: a trailing slash matters); a literal path wins over patterns. */
export function matchRoute(entries: RouteEntry[], location: string): RouteMatch | undefined {
  const path = location.split(/[?#]/)[0];
  const exact = entries.find((entry) => entry.path === path);
  if (exact) return { entry: exact, params: {} };
  for (const entry of entries) {
    const params = matchPattern(entry.path, path);
    if (params) return { entry, params };
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same patterns as `matchPattern`, compiled for wouter's `parser` option so that the router and
 * the route table agree: strict (a trailing slash matters), case-sensitive, `:name` one segment, a
 * trailing `:name*` the rest of the path (possibly empty). `loose` matches a prefix, for nesting.
 */
export function compilePattern(route: string, loose = false): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const parts = route.split('/');
  let body = '';
  parts.forEach((part, index) => {
    if (index === 0) {
      body += escapeRegExp(part);
      return;
    }
    if (part.startsWith(':') && part.endsWith('*') && index === parts.length - 1) {
      keys.push(part.slice(1, -1));
      body += '(?:/(.*))?';
    } else if (part.startsWith(':')) {
      keys.push(part.slice(1));
      body += '/([^/]+)';
    } else {
      body += `/${escapeRegExp(part)}`;
    }
  });
  return { pattern: new RegExp(`^${body}${loose ? '(?=$|/)' : '$'}`), keys };
}
