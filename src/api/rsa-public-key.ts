/** The embedded 512-bit RSA public key (seed §7): the sign-in password is encrypted with it. */
export const RSA_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAOR1emgovoihpoVc+hWWdu/O0ZLWj80o
YvJMshfUi9NuQCfevN5zi9dOS/SQbZ4Rxxo/Kim4JR0hxGFYfj1iJGcCAwEAAQ==
-----END PUBLIC KEY-----`;
