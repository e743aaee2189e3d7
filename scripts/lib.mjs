// Helpers for the README's two commands. Node built-ins only: they run before npm install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') max = Math.max(max, newest(join(path, name)));
  return max;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  console.log('[start] installing dependencies (npm ci)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
  if (status !== 0) process.exit(status);
}

/** Builds the web app when it was never built or a source changed since. */
export function ensureBuilt() {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newest(join(root, 'apps/web')), newest(join(root, 'packages/contract/src')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('[start] building the web app…');
  const status = run('npm', ['run', 'build', '-w', '@netshop/web']);
  if (status !== 0) process.exit(status);
}
