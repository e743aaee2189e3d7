import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, environment, loadConfig, localServerUrl } from './config.js';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe('./data/pglite');
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('names every bad variable', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
    expect(msg).toContain('LOG_LEVEL');
  });
  it('keeps only the origin of PUBLIC_ORIGIN and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Shop.Example/store/' }).PUBLIC_ORIGIN).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'shop.example' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('the port npm run ops calls (scripts/ops.mjs)', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  /** A port nothing listens on: one the system just handed out and took back. */
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
  /** Runs the operator command in `cwd` with PORT and OPS_URL unset; what it printed. */
  const ops = (cwd: string, env: Record<string, string> = {}) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['PORT', 'HOST', 'OPS_URL', 'OPS_TOKEN'].includes(k)));
    return spawnSync(process.execPath, [join(root, 'scripts/ops.mjs'), 'staff', 'list'], { cwd, env: { ...clean, ...env }, encoding: 'utf8', timeout: 20_000 });
  };

  it('takes PORT from the .env file the server reads when the environment has none', async () => {
    const port = await closedPort();
    const dir = mkdtempSync(join(tmpdir(), 'ops-port-'));
    try {
      writeFileSync(join(dir, '.env'), `# the shop of this folder\nPORT=${port}\n`);
      const r = ops(dir);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`cannot reach http://127.0.0.1:${port}`);
      // The environment wins over the file, as it does for the server.
      const other = await closedPort();
      expect(ops(dir, { PORT: String(other) }).stderr).toContain(`cannot reach http://127.0.0.1:${other}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('resolves the address like the server: environment over .env over the default 8080', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ops-env-'));
    try {
      const file = join(dir, '.env');
      expect(localServerUrl(environment({}, file))).toBe('http://127.0.0.1:8080');
      writeFileSync(file, 'PORT=9090\nHOST=0.0.0.0\n');
      expect(localServerUrl(environment({}, file))).toBe('http://127.0.0.1:9090');
      expect(localServerUrl(environment({ PORT: '9191' }, file))).toBe('http://127.0.0.1:9191');
      expect(loadConfig(environment({}, file)).PORT).toBe(9090);
      expect(localServerUrl({ HOST: '::', PORT: '8181' })).toBe('http://127.0.0.1:8181');
      expect(localServerUrl({ HOST: '192.0.2.7', PORT: '8181' })).toBe('http://192.0.2.7:8181');
      expect(localServerUrl({ HOST: '::1', PORT: '8181' })).toBe('http://[::1]:8181');
      expect(() => localServerUrl({ PORT: 'eighty' })).toThrow(/PORT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
