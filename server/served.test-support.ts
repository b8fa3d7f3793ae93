import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TEST_PASSWORD_KEY } from '../mocks/test-password-key';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = resolve(ROOT, 'server/main.ts');

/** A service process of a test's own: its address, its log lines so far, and ways to end it. */
export interface Served {
  url: string;
  port: number;
  child: ChildProcess;
  /** Every JSON line it logged so far, parsed. */
  lines: Record<string, unknown>[];
  /** The first line logged with this message: at once when it has been, else when it is (a bound, not a pause). */
  logged(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  /** SIGTERM, and its exit code once it ended. */
  stop(): Promise<number | null>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
}

export interface ServeOptions {
  dataDir: string;
  /** Further environment (PORT defaults to 0: a free port, read from the log). */
  env?: Record<string, string>;
  /** How long the start may take (a first start builds the demo data). */
  timeoutMs?: number;
  /** The service's own flags (`--empty`). */
  args?: string[];
  /** Node's flags for the process (`--cpu-prof`: the service benchmark's profile). */
  nodeArgs?: string[];
  /**
   * The deployment's own key pair for passwords, made on its first start (as a deployment without
   * RSA_PRIVATE_KEY_FILE has). Otherwise the test process's pair is given as RSA_PRIVATE_KEY_FILE,
   * and mocks/testing.ts `encrypt` encrypts for it.
   */
  ownKey?: boolean;
}

let testKeyFile: string | undefined;

/**
 * A 2048-bit pair of this test process's (the demo's compiled-in pair is too small for a served
 * deployment): the private half as a file for RSA_PRIVATE_KEY_FILE, the public half where `encrypt`
 * reads it. Made once per process, so every service a test process starts shares it.
 */
function testKeyPath(): string {
  if (!testKeyFile) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    testKeyFile = join(mkdtempSync(join(tmpdir(), 'outpost-key-')), 'test-rsa.pem');
    writeFileSync(testKeyFile, privateKey, { mode: 0o600 });
    process.env[TEST_PASSWORD_KEY] = publicKey;
  }
  return testKeyFile;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

/**
 * Starts `npm run serve`'s service (server/main.ts, the API alone) on `dataDir` and resolves once it
 * listens; rejects with its output if it ends or does not listen in time. The process is killed when
 * the test process exits, whatever happened.
 */
export function startServed({
  dataDir,
  env = {},
  timeoutMs = 60_000,
  args = [],
  nodeArgs = [],
  ownKey = false,
}: ServeOptions): Promise<Served> {
  // tsx as node's loader, not its CLI: the CLI runs the script in a child of its own and, when that
  // child is too busy to say within a few ms that it handles a signal, ends the pair at once
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', MAIN, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_CONSOLE: 'false',
      LOG_LEVEL: 'info',
      OUTPOST_STOP_WITH_STDIN: 'true',
      // the tests sign in hundreds of times: with the test control, at the demo's cost of a hash; and
      // they hold the service to the demo's contract, registration included (closed is served.test.ts's)
      ...(env.OUTPOST_TEST_CONTROL === 'true' ? { PASSWORD_HASH_COST: '10', SIGN_UP: 'open' } : {}),
      ...(ownKey || env.RSA_PRIVATE_KEY_FILE ? {} : { RSA_PRIVATE_KEY_FILE: testKeyPath() }),
      ...env,
    },
    // its standard input is a pipe from this process: when this process ends, the service stops
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const lines: Record<string, unknown>[] = [];
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  const logged = (msg: string, timeoutMs = 30_000) =>
    new Promise<Record<string, unknown>>((resolveLine, rejectLine) => {
      const found = lines.find((line) => line.msg === msg);
      if (found) return resolveLine(found);
      const timer = setTimeout(
        () => rejectLine(new Error(`the service logged no "${msg}" within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.push((line) => {
        if (line.msg !== msg) return;
        clearTimeout(timer);
        resolveLine(line);
      });
    });
  let output = '';
  let pending = '';
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`the service did not listen within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      pending += text;
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        if (!line.trim()) continue;
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(line) as Record<string, unknown>;
        } catch {
          parsed = { msg: line };
        }
        lines.push(parsed);
        for (const told of waiting) told(parsed);
        if (parsed.msg === 'listening') {
          clearTimeout(timer);
          const port = Number(parsed.port);
          resolveStart({
            url: `http://127.0.0.1:${port}`,
            port,
            child,
            lines,
            logged,
            stop: async () => {
              child.kill('SIGTERM');
              return exited(child);
            },
            kill: async () => {
              child.kill('SIGKILL');
              await exited(child);
            },
          });
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`the service ended (${code}) before it listened:\n${output}`));
    });
  });
}
