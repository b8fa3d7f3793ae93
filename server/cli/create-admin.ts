import { createInterface } from 'node:readline/promises';
import { createOperator, type OperatorProblems } from '../areas/access/registrations';
import { hashPasswordsAt, SERVED_COST } from '../areas/access/password-hash';
import { persistAuthStateIn } from '../areas/access/state';
import { translate, type MessageKey } from '../api/i18n';
import { readSettings, SettingsError } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { adoptLegacyAuthState, SqlAuthStorage } from '../engine/auth-storage';

/**
 * `npm run create-admin -- --username NAME --email ADDRESS`: an operator account with every
 * permission, in the database the environment names (DATA_DIR or DATABASE_URL), made or migrated if
 * need be: the first account of a deployment started with `npm run serve -- --empty`. The password is
 * asked for twice on a terminal, or read from the first line of standard input
 * (`… --password-stdin < file`). Run it while the service is stopped: until accounts are a table of
 * their own, a running service keeps its sign-ins in memory and would write over it.
 */

const USAGE = 'usage: npm run create-admin -- --username NAME --email ADDRESS [--password-stdin]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** The password: the first line of standard input, or asked for twice on a terminal without echo. */
async function readPassword(): Promise<string> {
  if (process.argv.includes('--password-stdin') || !process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const ask = async (question: string) => {
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // the typed characters are not echoed
    (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    const answer = await prompt.question(question);
    prompt.close();
    process.stdout.write('\n');
    return answer;
  };
  const password = await ask('Password: ');
  if ((await ask('Again: ')) !== password) throw new Error('the two passwords differ');
  return password;
}

const said = (problems: OperatorProblems) =>
  Object.entries(problems)
    .map(([field, key]) =>
      key === 'taken' ? `${field}: already in use` : `${field}: ${translate('en', key as MessageKey)}`,
    )
    .join('; ');

async function main(): Promise<number> {
  const username = option('username');
  const email = option('email');
  if (!username || !email) {
    console.error(USAGE);
    return 2;
  }
  const settings = readSettings();
  const password = await readPassword();
  const db = createDatabase(settings);
  try {
    await migrateToLatest(db);
    await adoptLegacyAuthState(db);
    // a database without sign-ins yet starts with nobody but this operator
    persistAuthStateIn(new SqlAuthStorage(db), 'empty');
    hashPasswordsAt({ ...SERVED_COST, logN: settings.passwordHashCost });
    const made = await createOperator({ username, email, password });
    if (!('id' in made)) {
      console.error(`cannot create the operator: ${said(made)}`);
      return 1;
    }
    console.log(`created operator ${made.username} (${made.email}): sign in with it at /admin/`);
    return 0;
  } finally {
    persistAuthStateIn(null);
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof SettingsError ? error.message : `cannot create the operator: ${String(error)}`,
    );
    process.exit(1);
  },
);
