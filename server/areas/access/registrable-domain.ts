/**
 * What MSW's cookie store (tough-cookie, through `getPublicSuffix`) asks of tldts: the registrable
 * domain of a host name. tldts answers it from the public suffix list, some 250 KB that were half of
 * the embedded mock back-end's code, in the page and again in its worker (#18: the mock is evaluated
 * as a person starts signing in). The mock answers only its own page's requests and sets no cookie
 * for another site, so the last two labels of a name serve; `vite.config.ts` puts this module in
 * tldts's place in the browser build. An IP address and a one-label name (localhost) have none, as
 * with tldts.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
