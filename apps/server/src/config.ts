import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';

// Every setting the server reads from the environment, checked once at start so a typo stops the
// server with a message naming the variable instead of failing later inside a request.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** postgres://… selects PostgreSQL; unset uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Where PGlite keeps its files; "memory://" keeps the database in memory (tests). */
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  /** Redis for rate-limit counters and a shared cache level (ADR 0015); unset: PostgreSQL counters, in-process caches. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Prefix of every Redis key the shop writes (several shops or test runs on one Redis). */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{0,64}$/, 'letters, digits and : _ . - only, at most 64').default('netshop:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; the API still runs when it does not exist. */
  WEB_DIST: z.string().default('apps/web/dist'),
  /** Origin of every absolute URL the shop prints (canonical, hreflang, Open Graph, JSON-LD, sitemap, robots): never the request's Host header, which anyone can forge. Unset: http://localhost:PORT. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((v) => new URL(v).origin)
    .optional(),
  /** Base of the API as the browser should call it (runtime config file of docs/product.md#calls). */
  PUBLIC_API_BASE: z.string().default('/api'),
  /** Request header a CDN or proxy sets with the visitor's ISO country (e.g. cf-ipcountry). */
  GEO_COUNTRY_HEADER: z.string().toLowerCase().default('cf-ipcountry'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(1024 * 1024),
  /** How long each process may reuse reference data (languages, countries, dictionaries). */
  REFERENCE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** smtp(s)://user:pass@host:port. Unset: mails go to the log and the dev mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('YT Networks <no-reply@yt-networks.example>'),
  /** How often each process looks for mails to send (a new mail is sent at once anyway). */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** Delay before the first retry of a failed mail; doubles each time, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  /** Key for hashing verification codes; generated and kept in the database when unset. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The public answer cache (catalogue, content, search; ADR 0027): how long an answer is reused
   * while the database announces no change (0 turns it off), how long answers may lag a stock
   * change made by orders, how many MB each process keeps, and the s-maxage given to nginx.
   */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  PUBLIC_CACHE_STOCK_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  PUBLIC_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  PUBLIC_CACHE_SHARED_MAX_AGE_S: z.coerce.number().int().min(0).max(3600).default(5),
  /** Longest wait at shutdown for running requests to finish before the database closes. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** Minutes a buyer has to pay an order before it is cancelled and its stock returns. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(30),
  /**
   * When agents answer the chat: ISO weekdays and a time range, e.g. `1-5 09:00-18:00` (Monday to
   * Friday) or `1-7 00:00-24:00` (always), in CHAT_TIMEZONE. Outside it the assistant takes messages.
   */
  CHAT_HOURS: z
    .string()
    .regex(/^[1-7]-[1-7] ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'like 1-5 09:00-18:00')
    .default('1-5 09:00-18:00'),
  CHAT_TIMEZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Shanghai')
    .default('Asia/Shanghai'),
  /** Most units of one SKU in one order line (ADR 0014); above it the buyer is pointed to a quotation. */
  ORDER_MAX_LINE_QUANTITY: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Most units of one SKU a buyer may hold over all their unpaid orders. */
  ORDER_MAX_RESERVED_PER_SKU: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Most units a buyer may hold over all their unpaid orders, every SKU together. */
  ORDER_MAX_RESERVED_UNITS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** How often the sweeper closes unpaid orders and empties recycle bins; 0 turns it off (tests call it directly). */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** Verification-code mails one IP address may ask for per hour (behind a NAT, a whole office shares one). */
  CODE_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Uploads one buyer may make per 10 minutes. */
  /** Chat sockets one address may hold open on one process, and open per minute across processes (issue 25). */
  CHAT_SOCKETS_PER_SOURCE: z.coerce.number().int().min(1).max(100_000).default(200),
  CHAT_OPENS_PER_SOURCE_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Chat sockets one visitor may hold open on one process (tabs and devices of one person). */
  CHAT_SOCKETS_PER_VISITOR: z.coerce.number().int().min(1).max(1000).default(10),
  /** Visitor ids one address may be given per hour: fresh ids must not multiply every per-visitor limit. */
  VISITORS_PER_SOURCE_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Origins besides PUBLIC_ORIGIN (and the request's own host) whose pages may open the chat
   * sockets, comma-separated: a page of any other origin is refused at the handshake.
   */
  CHAT_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((o) => new URL(o).origin))),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Storage one buyer's uploads may take, in MB (uploads nothing references are removed after UPLOAD_GRACE_HOURS and free it). */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Hours an upload nothing references (no avatar, no return photo) is kept before the sweeper removes it. */
  UPLOAD_GRACE_HOURS: z.coerce.number().int().min(1).max(24 * 365).default(24),
  /** Bearer token of the operator endpoints (acts as an admin on /api/ew/staff; used by scripts/ops.mjs). Unset: 'dev-ops-token' outside production, accepted only from this machine (loopback); off in production. */
  OPS_TOKEN: z.string().min(12, 'must be at least 12 characters').optional(),
  /** Shared secret of the sandbox payment gateway's signed notifications; derived from the app secret when unset. */
  SANDBOX_PAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The variables the server starts with: the process's environment over a `.env` file in the
 * working directory, when there is one (the environment wins, as with dotenv). `npm start` and
 * `npm run ops` both read it, so a port set there is the one the operator command calls.
 */
export function environment(env: Record<string, string | undefined> = process.env, file = '.env'): Record<string, string | undefined> {
  if (!existsSync(file)) return env;
  return { ...parseEnv(readFileSync(file, 'utf8')), ...env };
}

/**
 * Where a command on this machine reaches the server started with `env` (`npm run ops`): its
 * PORT and HOST with the server's own defaults and checks; loopback when it listens on every address.
 */
export function localServerUrl(env: Record<string, string | undefined>): string {
  const parsed = schema.pick({ HOST: true, PORT: true }).safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const { HOST, PORT } = parsed.data;
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}
