#!/usr/bin/env node
// Issue #17: a production build without the mock back-end (VITE_USE_MOCK=false) must carry neither
// the mock's RSA private key nor the demo accounts (their password hashes), and every build's index.html must carry
// the Content-Security-Policy and no inline script but one the policy allows by its hash. Builds the
// console without the mock into the service's folder (dist-served, or SERVED_DIST: the served journey
// uses it) and searches every file of it; the build with the
// mock (`dist`, or CHECK_MOCK_DIST) is searched too, as the control: there the secrets must be found,
// or this check could not fail.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MOCK_DIST = process.env.CHECK_MOCK_DIST ?? 'dist';

/** The private key's base64 lines, read from its source (server/areas/access/rsa-private-key.ts). */
function privateKeyLines() {
  const source = readFileSync('server/areas/access/rsa-private-key.ts', 'utf8');
  const body = source.split('-----BEGIN RSA PRIVATE KEY-----')[1]?.split('-----END RSA PRIVATE KEY-----')[0];
  const lines = (body ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 40);
  if (lines.length < 3)
    throw new Error('could not read the private key from server/areas/access/rsa-private-key.ts');
  return lines;
}

/**
 * What would give the demo accounts away: their records (each one's password hash, which only the
 * account records carry), and the sign-in page's demo hint.
 */
function demoPasswordPatterns() {
  const source = readFileSync('server/areas/access/accounts.ts', 'utf8');
  const hashes = [...source.matchAll(/passwordHash:\s*'([^']+)'/g)].map((match) => match[1]);
  if (hashes.length < 3)
    throw new Error("could not read the demo accounts' password hashes from server/areas/access/accounts.ts");
  return [...hashes.map((hash) => new RegExp(hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))), /admin \/ admin/];
}

function filesOf(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(path) : [path];
  });
}

/** Every secret found in the build, as "file: what". */
function secretsIn(dir) {
  const keyLines = privateKeyLines();
  const patterns = demoPasswordPatterns();
  const found = [];
  for (const file of filesOf(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const line of keyLines) if (text.includes(line)) found.push(`${file}: the RSA private key`);
    for (const pattern of patterns)
      if (pattern.test(text)) found.push(`${file}: a demo account (${pattern})`);
  }
  return [...new Set(found)];
}

/**
 * The page's own policy problems: no CSP meta whose script-src is 'self' and hashes only (and, with
 * the mock, 'wasm-unsafe-eval' for its worker's SQLite: `withWasm`), or a script that is neither a file
 * nor an inline one the policy allows by its hash (the one the build draws the sign-in page with,
 * scripts/vite-prerender.ts).
 */
function pageProblems(dir, withWasm = false) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const problems = [];
  const wasm = withWasm ? " 'wasm-unsafe-eval'" : '';
  const policy = new RegExp(
    `<meta http-equiv="Content-Security-Policy" content="[^"]*script-src ('self'(?: 'sha256-[^']+')*)${wasm}[;"]`,
  ).exec(html);
  if (!policy)
    problems.push(`${dir}/index.html: no Content-Security-Policy with script-src 'self' (and hashes${wasm})`);
  const allowed = new Set([...(policy?.[1] ?? '').matchAll(/'sha256-([^']+)'/g)].map((found) => found[1]));
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(script[1]) && !script[2].trim()) continue;
    const hash = createHash('sha256').update(script[2]).digest('base64');
    if (!allowed.has(hash)) problems.push(`${dir}/index.html: an inline script the policy does not allow`);
  }
  return problems;
}

const failures = [];
// The build the service serves (npm run serve's DIST_DIR): kept, so that the served journeys use it
// rather than build it again.
const outDir = process.env.SERVED_DIST ?? 'dist-served';
execSync(`npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_USE_MOCK: 'false' },
});
const leaked = secretsIn(outDir);
failures.push(...leaked.map((line) => `without the mock: ${line}`), ...pageProblems(outDir));
console.log(`without the mock: ${filesOf(outDir).length} files searched, ${leaked.length} secrets found`);

if (existsSync(join(MOCK_DIST, 'index.html'))) {
  const control = secretsIn(MOCK_DIST);
  console.log(`with the mock (${MOCK_DIST}, the control): ${control.length} secrets found`);
  if (
    !control.some((line) => line.includes('private key')) ||
    !control.some((line) => line.includes('demo account'))
  ) {
    failures.push(`the control found nothing in ${MOCK_DIST}: the search no longer recognises the secrets`);
  }
  failures.push(...pageProblems(MOCK_DIST, true));
} else {
  console.log(`no build with the mock in ${MOCK_DIST}: the control is skipped`);
}

if (failures.length) {
  console.error(`✖ build secrets:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('build secrets: none without the mock, the policy on every page');
