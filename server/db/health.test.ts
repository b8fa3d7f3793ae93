import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './health';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('a database out of reach, told from a fault of the call', () => {
  it('is a connection refused or cut, a server shutting down or starting, a SQLite file held too long', () => {
    for (const error of [
      coded('ECONNREFUSED'),
      coded('ECONNRESET'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006', 'connection failure'),
      coded('SQLITE_BUSY', 'database is locked'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('the call failed', { cause: coded('ECONNREFUSED') }),
    ])
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('is not a broken rule, a serialization failure the call runs again for, or a bug', () => {
    for (const error of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('40001', 'could not serialize access'),
      coded('SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string thrown',
      undefined,
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
