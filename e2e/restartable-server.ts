import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// A shop server of the test's own, for chat-restart.spec.ts: Playwright's webServer cannot be
// killed by a test, and that test kills the server (SIGKILL, as a crash or an OOM kill would) and
// starts it again on the same port and the same database. The database therefore outlives the
// process: a PGlite data directory in a temp folder, or, when TEST_DATABASE_URL is set (CI), a
// fresh PostgreSQL database on that server. Dropped or removed by stop().

const READY_PATH = '/api/ew/buyer/home/lang';

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

async function admin(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

export class RestartableServer {
  /** The process serving (or starting to). */
  private running: ChildProcess | null = null;
  /** The next process, held before it opens the database (prepareRestart). */
  private next: { child: ChildProcess; loaded: Promise<void> } | null = null;
  private readonly killed = new WeakSet<ChildProcess>();
  /** The server's warnings and errors (LOG_LEVEL warn), for a failing test's message. */
  readonly log: string[] = [];

  private constructor(
    readonly port: number,
    private readonly storage: { DATA_DIR: string } | { DATABASE_URL: string; adminUrl: string; name: string },
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<RestartableServer> {
    const port = await freePort();
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const name = `netshop_e2e_restart_${randomBytes(5).toString('hex')}`;
      await admin(adminUrl, `CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return new RestartableServer(port, { DATABASE_URL: url.toString(), adminUrl, name });
    }
    return new RestartableServer(port, { DATA_DIR: join(mkdtempSync(join(tmpdir(), 'netshop-chat-restart-')), 'pglite') });
  }

  /**
   * Starts the next process now and resolves when it has loaded the server's modules; it waits
   * there, before opening the database (restart-standby.mjs), so that start() after kill() only
   * has to open the database and listen. CHAT_RESTART_COLD=1
   * restarts from nothing instead (the whole start-up inside the window's reconnect budget).
   */
  async prepareRestart(): Promise<void> {
    if (process.env.CHAT_RESTART_COLD === '1') return;
    if (this.next) return this.next.loaded;
    const child = this.spawn(true);
    const loaded = new Promise<void>((resolve, reject) => {
      const onData = (b: Buffer) => {
        if (!b.toString().includes('standby')) return;
        child.stdout!.off('data', onData);
        resolve();
      };
      child.stdout!.on('data', onData);
      child.once('exit', () => reject(new Error(`the standby server exited:\n${this.log.join('')}`)));
    });
    loaded.catch(() => undefined);
    this.next = { child, loaded };
    return loaded;
  }

  /** Starts the process (or lets the prepared one go) and resolves once it answers HTTP; returns how long that took (ms). */
  async start(timeoutMs = 120_000): Promise<number> {
    if (this.running) throw new Error('the server is already running');
    const started = Date.now();
    const next = this.next;
    this.next = null;
    const child = next ? next.child : this.spawn(false);
    this.running = child;
    if (next) {
      await next.loaded;
      child.kill('SIGUSR2');
    }
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${this.log.join('')}`);
      try {
        const res = await fetch(`${this.url}${READY_PATH}`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return Date.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.log.join('')}`);
  }

  /** SIGKILL: no shutdown hook runs, sockets drop without a close frame (the page sees 1006). */
  async kill(): Promise<void> {
    const child = this.running;
    this.running = null;
    if (child) await this.end(child);
  }

  async stop(): Promise<void> {
    await this.kill();
    if (this.next) await this.end(this.next.child);
    this.next = null;
    if ('DATABASE_URL' in this.storage) await admin(this.storage.adminUrl, `DROP DATABASE IF EXISTS ${this.storage.name} WITH (FORCE)`).catch(() => undefined);
    else rmSync(join(this.storage.DATA_DIR, '..'), { recursive: true, force: true });
  }

  private async end(child: ChildProcess) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    this.killed.add(child);
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  private spawn(standby: boolean): ChildProcess {
    const db = 'DATABASE_URL' in this.storage ? { DATABASE_URL: this.storage.DATABASE_URL, DATA_DIR: 'memory://' } : { DATA_DIR: this.storage.DATA_DIR };
    const args = ['--import', 'tsx', ...(standby ? ['--import', './e2e/restart-standby.mjs'] : []), 'apps/server/src/server.ts'];
    const child = spawn(process.execPath, args, {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: process.env.TMPDIR,
        ...db,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CHAT_HOURS: '1-7 00:00-24:00',
        CHAT_TIMEZONE: 'UTC',
        CODE_RATE_LIMIT_PER_IP: '1000',
        VISITORS_PER_SOURCE_HOUR: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (b: Buffer) => this.log.push(b.toString());
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    // A process that ends without being killed here is news for the failing test's message.
    child.once('exit', (code, signal) => {
      if (!this.killed.has(child)) this.log.push(`[${new Date().toISOString()}] server pid ${child.pid} exited by itself: ${code ?? signal}\n`);
    });
    return child;
  }
}
