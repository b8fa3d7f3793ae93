/**
 * Where a test process that started services of its own (server/served.test-support.ts) keeps the
 * public key of the pair it gave them, for mocks/testing.ts `encrypt` to encrypt for. Unset: the
 * demo's compiled-in key, which the in-process back-end decrypts.
 */
export const TEST_PASSWORD_KEY = 'OUTPOST_TEST_PASSWORD_KEY';
