import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';

export interface Limit {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against each limit in a fixed window kept in the database, so every server
 * process sees the same counts. Returns false when any limit is exceeded (the hit still counts:
 * hammering does not reopen the window).
 */
export async function allow(db: Db, limits: Limit[]): Promise<boolean> {
  let allowed = true;
  for (const l of limits) {
    const [r] = await rows<{ count: number }>(
      db,
      sql`INSERT INTO rate_limit (key, window_start, count) VALUES (${l.key.slice(0, 300)}, now(), 1)
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN 1 ELSE rate_limit.count + 1 END,
            window_start = CASE WHEN rate_limit.window_start < now() - make_interval(secs => ${l.windowMs / 1000}) THEN now() ELSE rate_limit.window_start END
          RETURNING count`,
    );
    if (Number(r.count) > l.max) allowed = false;
  }
  return allowed;
}

/** Forgets the counters of a key (a successful login clears that e-mail's failures). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit WHERE key = ${key}`);
}

/** Drops windows that ended long ago; called by the sweeper. */
export async function prune(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit WHERE window_start < now() - interval '1 day'`);
}
