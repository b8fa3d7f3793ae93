/** The `<meta>` the service puts in the page it serves when sign-up is closed (server/http/console.ts `withSignUp`). */
const SIGN_UP_META = 'outpost-sign-up';

/**
 * Whether a visitor may register an account here: always in the embedded demo, and on the service
 * unless its page says sign-up is closed (its deployment's SIGN_UP setting).
 */
export function signUpOpen(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): boolean {
  return doc?.querySelector<HTMLMetaElement>(`meta[name="${SIGN_UP_META}"]`)?.content !== 'closed';
}
