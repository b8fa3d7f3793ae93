import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './config';

describe('readSettings', () => {
  it('has a default for everything', () => {
    const settings = readSettings({}, '/srv/outpost');
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/outpost/data',
      databaseUrl: null,
      distDir: '/srv/outpost/dist-served',
      logLevel: 'info',
    });
  });

  it('hashes passwords at N = 2^15 unless told more; less only for the contract tests', () => {
    expect(readSettings({}).passwordHashCost).toBe(15);
    expect(readSettings({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(readSettings({ PASSWORD_HASH_COST: '10', OUTPOST_TEST_CONTROL: 'true' }).passwordHashCost).toBe(
      10,
    );
    expect(() => readSettings({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST="21"/);
  });

  it('takes what the environment gives', () => {
    const settings = readSettings(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/outpost',
        DATABASE_URL: 'postgres://u:p@db/outpost',
      },
      '/srv',
    );
    expect(settings).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/lib/outpost',
      databaseUrl: 'postgres://u:p@db/outpost',
    });
  });

  it('names every bad setting at once, with what it takes', () => {
    let thrown: unknown;
    try {
      readSettings({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/outpost',
        LOG_LEVEL: 'loud',
        MAX_BODY_BYTES: '12',
        CALLS_AT_ONCE: '6',
        PASSWORD_HASH_COST: '12',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SettingsError);
    const { problems, message } = thrown as SettingsError;
    expect(problems).toEqual([
      'LOG_LEVEL="loud" must be one of debug, info, warn, error, silent',
      'PORT="eighty" must be a whole number from 0 to 65535',
      'DATABASE_URL must start with postgres:// (it starts with mysql://)',
      'MAX_BODY_BYTES="12" must be a whole number from 1024 to 1073741824',
      'CALLS_AT_ONCE="6" must be a whole number from 1 to 5',
      'PASSWORD_HASH_COST="12" must be a whole number from 15 to 20',
    ]);
    expect(message).toMatch(/^Outpost cannot start: LOG_LEVEL/);
  });

  it('refuses a port out of range and a URL that does not parse', () => {
    expect(() => readSettings({ PORT: '70000' })).toThrow(
      'PORT="70000" must be a whole number from 0 to 65535',
    );
    expect(() => readSettings({ DATABASE_URL: 'not a url' })).toThrow('DATABASE_URL must be a URL');
  });

  it('mails through SMTP_URL from MAIL_FROM, with links to PUBLIC_URL; none of them by default', () => {
    expect(readSettings({})).toMatchObject({ smtpUrl: null, mailFrom: null, publicUrl: null });
    expect(
      readSettings({
        SMTP_URL: 'smtps://outpost:secret@mail.example.com:465',
        MAIL_FROM: 'Outpost <outpost@example.com>',
        PUBLIC_URL: 'https://outpost.example.com/admin',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://outpost:secret@mail.example.com:465',
      mailFrom: 'Outpost <outpost@example.com>',
      publicUrl: 'https://outpost.example.com/admin/',
    });
    let thrown: unknown;
    try {
      readSettings({ SMTP_URL: 'http://mail.example.com', PUBLIC_URL: 'ftp://x', MAIL_FROM: 'nobody' });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as SettingsError).problems).toEqual([
      'PUBLIC_URL must start with https:// or http:// (it starts with ftp://)',
      'SMTP_URL must start with smtp:// or smtps:// (it starts with http://)',
      'MAIL_FROM="nobody" must be an e-mail address, or a name and <address>',
    ]);
    expect(() => readSettings({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'MAIL_FROM must name the sender (such as outpost@example.com) when SMTP_URL is set',
    );
  });

  it('says TLS ends at a proxy (HSTS) and which origins may call the API only when told', () => {
    expect(readSettings({})).toMatchObject({ tlsAtProxy: false, corsOrigins: [] });
    expect(
      readSettings({
        TLS_AT_PROXY: 'true',
        CORS_ORIGINS: 'https://shop.example.com, http://localhost:3000/',
      }),
    ).toMatchObject({ tlsAtProxy: true, corsOrigins: ['https://shop.example.com', 'http://localhost:3000'] });
    expect(() => readSettings({ CORS_ORIGINS: 'https://shop.example.com/admin, *' })).toThrow(
      'CORS_ORIGINS: "https://shop.example.com/admin" must be an origin such as https://shop.example.com (no path); CORS_ORIGINS: "*" must be an origin',
    );
  });

  it('closes sign-up unless told it is open', () => {
    expect(readSettings({}).signUpOpen).toBe(false);
    expect(readSettings({ SIGN_UP: 'open' }).signUpOpen).toBe(true);
    expect(readSettings({ SIGN_UP: ' Closed ' }).signUpOpen).toBe(false);
    expect(() => readSettings({ SIGN_UP: 'yes' })).toThrow('SIGN_UP="yes" must be open or closed');
  });

  it('keeps the audit trail a year unless told, whole when told 0', () => {
    expect(readSettings({}).auditRetentionDays).toBe(365);
    expect(readSettings({ AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    expect(readSettings({ AUDIT_RETENTION_DAYS: '2555' }).auditRetentionDays).toBe(2555);
    expect(() => readSettings({ AUDIT_RETENTION_DAYS: 'a year' })).toThrow('AUDIT_RETENTION_DAYS');
    expect(() => readSettings({ AUDIT_RETENTION_DAYS: '-1' })).toThrow('AUDIT_RETENTION_DAYS');
  });
});
