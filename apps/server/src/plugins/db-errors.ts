import { stdSerializers } from 'pino';

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
export const DB_RETRY_AFTER_S = 5;

// Node socket errors and PostgreSQL SQLSTATEs that mean "no database right now", not "this
// request is wrong": class 08 (connection exception), 57P01–57P03 (shutting down, crashed,
// starting up) and 53300 (too many connections).
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
// pg and pg-pool say it in words only: a dropped socket, a connect timeout, a pool ended at
// shutdown; PGlite after close().
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/** The error and what caused it: Drizzle wraps the driver's error in `cause`, Node's connect an AggregateError. */
function* chain(err: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!err || typeof err !== 'object' || depth > 8) return;
  const e = err as Record<string, unknown>;
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/** True when the error means the database is unreachable or going away (answer 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (SOCKET_CODES.has(code) || SQLSTATES.test(code)) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  }
  return false;
}

const REDACTED = '[redacted]';
// Properties that carry a query's values: Drizzle's and PGlite's `params`, and PostgreSQL's
// `detail` ("Failing row contains (…)", "Key (email)=(…) already exists").
const VALUE_KEYS = ['params', 'detail'];

/**
 * The `err` log serializer: pino's own, minus the SQL parameters. Drizzle's "Failed query: …
 * params: …" put buyers' addresses and phone numbers into the log in full; the query text (with
 * $1 placeholders) stays, since it tells which statement failed.
 */
export function redactErr(err: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  const out = stdSerializers.err(err as Error) as unknown as { type: string; message: string; stack: string; [key: string]: unknown };
  if (!err || typeof err !== 'object') return out;
  // The exact text each wrapped error printed for its params, so values with commas or line
  // breaks in them are removed whole.
  const printed = [...chain(err)].flatMap((e) => (Array.isArray(e.params) && e.params.length ? [String(e.params)] : []));
  const clean = (s: string) => {
    for (const p of printed) s = s.split(`params: ${p}`).join(`params: ${REDACTED}`);
    return s.replace(/^params: (?!\[redacted\]).*$/gm, `params: ${REDACTED}`);
  };
  // Nested objects are copied, never changed: they may be live objects the error points to.
  const scrub = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return clean(v);
    if (!v || typeof v !== 'object' || depth > 6 || Buffer.isBuffer(v)) return v;
    if (Array.isArray(v)) return v.map((x) => scrub(x, depth + 1));
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(v)) copy[key] = VALUE_KEYS.includes(key) ? REDACTED : scrub(value, depth + 1);
    return copy;
  };
  // `out` is pino's fresh object (its prototype hides the raw error): change it in place.
  for (const [key, value] of Object.entries(out)) out[key] = VALUE_KEYS.includes(key) ? REDACTED : scrub(value, 1);
  return out;
}

/** Whether a statement failed on a unique index (SQLSTATE 23505), from either driver (Drizzle wraps PGlite's error as `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | null | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && e.cause !== err && isUniqueViolation(e.cause));
}
