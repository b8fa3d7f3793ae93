import { describe, expect, it } from 'vitest';
// the package itself, past the alias that puts the module under test in its place
import { getDomain as listed } from 'tldts/dist/es6/index.js';
import { getDomain } from './registrable-domain';

describe('the registrable domain, in tldts’s place in the mock', () => {
  it('agrees with the public suffix list on the hosts the console is served from', () => {
    for (const host of ['localhost', '127.0.0.1', 'example.com', 'console.example.com', 'a.b.example.org'])
      expect(getDomain(host), host).toBe(
        listed(host, { allowIcannDomains: true, allowPrivateDomains: true }),
      );
  });

  it('has no domain for an IPv6 address or an empty name', () => {
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
