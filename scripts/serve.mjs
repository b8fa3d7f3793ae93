#!/usr/bin/env node
// `npm run serve [-- --build] [-- --empty]`: the service (server/main.ts) with the console it serves. The console is
// built first, without the embedded back-end (VITE_USE_MOCK=false), into DIST_DIR (default
// `dist-served/`, apart from `dist/`, which the journeys build with the mock), when that build is
// missing or older than a source it is made from; `--build` builds it in any case. Every setting of
// the service comes from the environment (README, "Serving").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR || 'dist-served');
const serveConsole = !/^(false|0|no|off)$/i.test(process.env.SERVE_CONSOLE ?? '');
const SOURCES = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package-lock.json'];

/** The newest modification time under `path` (a file or a folder), in ms. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function buildIsCurrent() {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newest(join(root, source)) <= built);
}

if (serveConsole && (process.argv.includes('--build') || !buildIsCurrent())) {
  console.log(`Building the console for the service into ${distDir} …`);
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_USE_MOCK: 'false' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// tsx as node's loader, not its CLI, so that SIGTERM reaches the service itself (server/main.ts)
// the service's own flags (`--empty`) go on to it
const flags = process.argv.slice(2).filter((arg) => arg !== '--build');
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts'), ...flags], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DIST_DIR: distDir },
});
// the service ends by its own signal handling; this wrapper passes the signal on and waits for it
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
