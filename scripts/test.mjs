// `npm test`: every check. The import boundaries (`npm run lint`, dependency-cruiser, ADR 0016),
// ESLint (`npm run eslint`: floating promises, hook rules, accessibility), the type-check (tsc of
// server, web, contract, e2e and bench), then unit and API
// tests (Vitest; API tests on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests (Playwright in Debian's Chromium) against the real server started from the build.
// A failing step does not stop the later ones; the run ends with the list of what failed and a
// non-zero exit code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ensureNode, root, run } from './lib.mjs';

/** The tsconfig projects `npm run typecheck` checks (every one has noEmit). */
const TSC_PROJECTS = ['apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench'];

/** Runs a command with its output collected, so parallel runs do not interleave. */
function collect(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', (err) => resolve({ status: 1, out: `${out}${err.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, out }));
  });
}

/** tsc --noEmit of every project, two at a time; prints each failing project's errors. */
async function typecheck() {
  const started = Date.now();
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  const failed = [];
  const queue = [...TSC_PROJECTS];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const { status, out } = await collect(process.execPath, [tsc, '-p', p, '--noEmit', '--pretty', String(Boolean(process.stdout.isTTY))]);
      if (status !== 0) {
        failed.push(p);
        console.log(`\n[typecheck] ✗ ${p} (tsc -p ${p} --noEmit):\n${out}`);
      } else {
        console.log(`[typecheck] ✓ ${p}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`[typecheck] ${failed.length ? `type errors in ${failed.join(', ')}` : 'no type errors'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return failed;
}

ensureNode();
ensureInstalled();
const failures = [];
if (run('npm', ['run', '--silent', 'lint']) !== 0) failures.push('lint: npm run lint (import boundaries, ADR 0016)');
if (run('npm', ['run', '--silent', 'eslint']) !== 0) failures.push('eslint: npm run eslint (floating promises, hook rules, accessibility; eslint.config.js)');
for (const p of await typecheck()) failures.push(`typecheck: tsc -p ${p} --noEmit`);
if (run('npm', ['run', '--silent', 'openapi:lint']) !== 0) failures.push('openapi: npm run openapi:lint (Redocly lint of the API document, ADR 0036)');
if (run('npx', ['vitest', 'run']) !== 0) failures.push('vitest run (unit and API tests)');
const specs = existsSync(join(root, 'e2e')) && readdirSync(join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (specs) {
  ensureBuilt();
  if (run('npx', ['playwright', 'test']) !== 0) failures.push('playwright test (browser tests)');
}
if (failures.length) {
  console.error(`\nnpm test FAILED:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nnpm test: lint, typecheck, unit/API and browser tests passed');
