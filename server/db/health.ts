import { sql, type Kysely } from 'kysely';
import { errorFields, type Log } from '../log';

/** Whether the database answers a trivial query now (`/health`); a failure is logged as a warning. */
export const databaseAnswers =
  <DB>(db: Kysely<DB>, log: Log) =>
  async (): Promise<boolean> => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch (error) {
      log.warn('health: the database does not answer', errorFields(error));
      return false;
    }
  };
