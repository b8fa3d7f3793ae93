import { resolve } from 'node:path';

/** What the service reads from its environment, checked once at start. */
export interface Settings {
  port: number;
  host: string;
  /** Where the SQLite file (and later the key pair) live. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; absent: SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** The built console served at `/admin/`. */
  distDir: string;
  /** Whether to serve the console (`SERVE_CONSOLE=false`: the API alone, as the service tests run it). */
  serveConsole: boolean;
  logLevel: LogLevel;
  /** Requests in flight get this long to finish after SIGTERM before the process ends anyway. */
  shutdownGraceMs: number;
  /** The contract tests' control surface at `/__test/` (OUTPOST_TEST_CONTROL=true): never in a deployment. */
  testControl: boolean;
  /** Largest request body the API reads (bytes); a file upload included. */
  maxBodyBytes: number;
  /**
   * How many calls a process runs at once (1: one at a time). Each may hold two of the PostgreSQL
   * pool's ten connections; docs/architecture.md measures what it gives.
   */
  callsAtOnce: number;
  /**
   * scrypt's N of new password hashes, as a power of two (PASSWORD_HASH_COST, 15 to 20; 15: 32 MiB and
   * 0.1–0.25 s a hash here). Below 15 only with the test control: the contract tests
   * sign in hundreds of times.
   */
  passwordHashCost: number;
  /**
   * Whether a proxy in front says who the caller is (TRUST_PROXY=true: the last address of
   * X-Forwarded-For, which the proxy adds): the sign-in's limits per address count the callers
   * rather than the proxy. Only behind a proxy that sets it, else a caller could name any address.
   */
  trustProxy: boolean;
  /**
   * Where the console is reached from outside (PUBLIC_URL, ending in `/`): the links the service
   * mails lead there. Absent: the caller's own origin and `/admin/`, right when nothing rewrites it.
   */
  publicUrl: string | null;
  /** The SMTP server that delivers the outbox (SMTP_URL, `smtp://` or `smtps://`); absent: none, the outbox alone. */
  smtpUrl: string | null;
  /** The sender's address of the mail (MAIL_FROM), needed with SMTP_URL. */
  mailFrom: string | null;
  /**
   * A PEM file holding the RSA private key the console encrypts passwords for (RSA_PRIVATE_KEY_FILE);
   * absent: the deployment's own pair, made on its first start and kept in its database.
   */
  rsaPrivateKeyFile: string | null;
  /** TLS ends at a proxy in front, so every answer may tell browsers to use HTTPS alone (TLS_AT_PROXY: HSTS). */
  tlsAtProxy: boolean;
  /** Origins of other sites whose pages may call the API (CORS_ORIGINS, comma-separated); none by default. */
  corsOrigins: string[];
  /** Days the audit trail keeps an entry (AUDIT_RETENTION_DAYS, 365); 0 keeps every entry. */
  auditRetentionDays: number;
  /**
   * Whether anyone may register an account from the sign-in page (SIGN_UP=open), or only the invited
   * (closed, the default: a warehouse takes its customers on and they invite their users).
   */
  signUpOpen: boolean;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/** A setting the environment gives wrongly: the message names the variable and what it takes. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Outpost cannot start: ${problems.join('; ')}`);
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    problems.push(`${name}=${JSON.stringify(raw)} must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  problems.push(`${name}=${JSON.stringify(env[name])} must be true or false`);
  return fallback;
}

function signUpOf(env: Env, problems: string[]): boolean {
  const raw = env.SIGN_UP?.trim().toLowerCase() || 'closed';
  if (raw === 'open' || raw === 'closed') return raw === 'open';
  problems.push(`SIGN_UP=${JSON.stringify(env.SIGN_UP)} must be open or closed`);
  return false;
}

function databaseUrlOf(env: Env, problems: string[]): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('DATABASE_URL must be a URL such as postgres://user:password@host:5432/outpost');
    return null;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    problems.push(`DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//)`);
    return null;
  }
  return raw;
}

function urlOf(env: Env, name: string, protocols: string[], example: string, problems: string[]): URL | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name} must be a URL such as ${example}`);
    return null;
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(
      `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (it starts with ${url.protocol}//)`,
    );
    return null;
  }
  return url;
}

function mailOf(env: Env, problems: string[]): Pick<Settings, 'publicUrl' | 'smtpUrl' | 'mailFrom'> {
  const publicUrl = urlOf(
    env,
    'PUBLIC_URL',
    ['https:', 'http:'],
    'https://outpost.example.com/admin/',
    problems,
  );
  const smtpUrl = urlOf(
    env,
    'SMTP_URL',
    ['smtp:', 'smtps:'],
    'smtp://user:password@mail.example.com:587',
    problems,
  );
  const mailFrom = env.MAIL_FROM?.trim() || null;
  if (smtpUrl && !mailFrom)
    problems.push('MAIL_FROM must name the sender (such as outpost@example.com) when SMTP_URL is set');
  if (mailFrom && !/^[^@\s]+@[^@\s]+$/.test(mailFrom.replace(/^.*<(.+)>$/, '$1')))
    problems.push(`MAIL_FROM=${JSON.stringify(mailFrom)} must be an e-mail address, or a name and <address>`);
  const base = publicUrl?.toString() ?? null;
  return {
    publicUrl: base === null ? null : base.endsWith('/') ? base : `${base}/`,
    smtpUrl: smtpUrl?.toString() ?? null,
    mailFrom,
  };
}

function originsOf(env: Env, problems: string[]): string[] {
  const raw = env.CORS_ORIGINS?.trim();
  if (!raw) return [];
  const origins: string[] = [];
  for (const part of raw
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)) {
    const url = URL.canParse(part) ? new URL(part) : null;
    if (!url || !['https:', 'http:'].includes(url.protocol) || url.origin !== part.replace(/\/$/, ''))
      problems.push(
        `CORS_ORIGINS: ${JSON.stringify(part)} must be an origin such as https://shop.example.com (no path)`,
      );
    else origins.push(url.origin);
  }
  return origins;
}

/** The settings of `env` (process.env by default); throws a SettingsError naming every bad one. */
export function readSettings(env: Env = process.env, cwd = process.cwd()): Settings {
  const problems: string[] = [];
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)} must be one of ${LOG_LEVELS.join(', ')}`);
  const settings: Settings = {
    port: integer(env, 'PORT', 8080, 0, 65535, problems),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: databaseUrlOf(env, problems),
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist-served'),
    serveConsole: flag(env, 'SERVE_CONSOLE', true, problems),
    logLevel,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000, problems),
    testControl: flag(env, 'OUTPOST_TEST_CONTROL', false, problems),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 12 * 1024 * 1024, 1024, 1024 * 1024 * 1024, problems),
    callsAtOnce: integer(env, 'CALLS_AT_ONCE', 4, 1, 5, problems),
    passwordHashCost: 15,
    trustProxy: flag(env, 'TRUST_PROXY', false, problems),
    ...mailOf(env, problems),
    tlsAtProxy: flag(env, 'TLS_AT_PROXY', false, problems),
    corsOrigins: originsOf(env, problems),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 0, 36_500, problems),
    signUpOpen: signUpOf(env, problems),
    rsaPrivateKeyFile: env.RSA_PRIVATE_KEY_FILE?.trim()
      ? resolve(cwd, env.RSA_PRIVATE_KEY_FILE.trim())
      : null,
  };
  settings.passwordHashCost = integer(
    env,
    'PASSWORD_HASH_COST',
    15,
    settings.testControl ? 10 : 15,
    20,
    problems,
  );
  if (problems.length) throw new SettingsError(problems);
  return settings;
}
