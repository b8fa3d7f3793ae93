import getPort from 'get-port';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install -y nginx`; .ci/run installs it). */
export const NGINX = '/usr/sbin/nginx';

const DEPLOYMENT = join(import.meta.dirname, '..', 'docs', 'deployment.md');

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * The nginx site of docs/deployment.md, as written there, with the test's addresses: its two
 * upstream servers (`127.0.0.1:8081`, `:8082`) become `upstreams`, and it listens on a free port of
 * the loopback instead of 80. Fails when the page no longer holds one such site.
 */
export function documentedSite(upstreams: readonly string[], port: number): string {
  const blocks = [...readFileSync(DEPLOYMENT, 'utf8').matchAll(/```nginx\n([\s\S]*?)```/g)];
  if (blocks.length !== 1) throw new Error(`docs/deployment.md holds ${blocks.length} nginx sites, not one`);
  const site = blocks[0][1];
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm)];
  if (servers.length === 0) throw new Error('the documented site names no upstream server');
  const [indent, options] = [servers[0][1], servers[0][2]];
  const listed = upstreams.map((address) => `${indent}server ${address} ${options};`).join('\n');
  return site
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*;$\n?/gm, '')
    .replace(/upstream outpost \{\n/, (opening) => `${opening}${listed}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
}

export interface Nginx {
  url: string;
  /** what nginx logged (its warnings and errors) */
  log(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground with the documented site in front of `upstreams`, once it listens. */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx (.ci/run installs it on a fresh machine)`);
  const dir = mkdtempSync(join(tmpdir(), 'outpost-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  const port = await getPort({ host: '127.0.0.1' });
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // run as root (CI), its workers would be `nobody`, who cannot write the test's folders
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(dir, temp)};`,
      ),
      documentedSite(upstreams, port),
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () =>
    output + (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    stop: async () => {
      if (child.exitCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await ended;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
