/**
 * The mock back-end's private key, the twin of src/api/rsa-public-key.ts. It exists only because the
 * mock decrypts passwords in the browser; a real back-end keeps its key on the server.
 */
export const RSA_PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----
MIIBOwIBAAJBAOR1emgovoihpoVc+hWWdu/O0ZLWj80oYvJMshfUi9NuQCfevN5z
i9dOS/SQbZ4Rxxo/Kim4JR0hxGFYfj1iJGcCAwEAAQJAbkHYQp6vXeeOIzz9ISAN
5KyO7mwI2L2OC1xCc0fL98yLKMwitSxGVdEF8Aj7vAkHBaLHn98cQptwdNfxp8Ds
KQIhAPrtOqlZpEwo5M14ln5v/9UuJs0XKkmpHi5Kuw6Iec2LAiEA6RP1RQCEE8Fb
WyufDv0UfGsrhxUSzjjXpwSzOI7F2BUCIQDn9Xrf6D0IJll0U8AS+6fswrAdsQdn
do2uz2hiA+lNBwIgfC78EWWy+WueJzdYqf3BuoDHUlOyD1pN3FkuvEWlt/kCIQDC
LuS3KyP02fDRCOMIcRNyB0Z09BE2dtsO95v9MyFE6w==
-----END RSA PRIVATE KEY-----`;
