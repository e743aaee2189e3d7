import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client.js';
import { hashToken, newToken } from './crypto.js';

/** A session lives this long after its last use (sliding), renewed at most once an hour. */
export const SESSION_TTL_DAYS = 30;
const RENEW_AFTER_MINUTES = 60;

export async function createSession(db: Db, userId: number, userAgent: string): Promise<string> {
  const token = newToken();
  await db.execute(sql`INSERT INTO user_session (token_hash, user_id, expires_at, user_agent)
                       VALUES (${hashToken(token)}, ${userId}, now() + make_interval(days => ${SESSION_TTL_DAYS}), ${userAgent.slice(0, 300)})`);
  return token;
}

/** The session of a bearer token, or null when unknown, revoked or expired; renews a live one. */
export async function resolveSession(db: Db, token: string): Promise<{ sessionId: number; userId: number } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [s] = await rows<{ id: number; userId: number; stale: boolean }>(
    db,
    sql`SELECT id, user_id AS "userId", last_seen_at < now() - make_interval(mins => ${RENEW_AFTER_MINUTES}) AS stale
          FROM user_session WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`,
  );
  if (!s) return null;
  if (s.stale)
    await db.execute(sql`UPDATE user_session SET last_seen_at = now(), expires_at = now() + make_interval(days => ${SESSION_TTL_DAYS}) WHERE id = ${s.id}`);
  return { sessionId: Number(s.id), userId: Number(s.userId) };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.execute(sql`UPDATE user_session SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`);
}

/** Ends every session of a user, but the one given (the buyer who changed the password stays in). */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db.execute(sql`UPDATE user_session SET revoked_at = now()
                        WHERE user_id = ${userId} AND revoked_at IS NULL ${keepSessionId ? sql`AND id <> ${keepSessionId}` : sql``}`);
}

/** Ended sessions (expired or revoked) are kept this long, then deleted by the sweeper. */
export const ENDED_SESSION_RETENTION_DAYS = 7;

/** Deletes up to `batch` sessions that ended more than ENDED_SESSION_RETENTION_DAYS ago. */
export async function purgeEndedSessions(db: Db, batch = 5000): Promise<number> {
  const [r] = await rows<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM user_session WHERE id IN (
          SELECT id FROM user_session
           WHERE least(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => ${ENDED_SESSION_RETENTION_DAYS})
           LIMIT ${batch} FOR UPDATE SKIP LOCKED) RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return Number(r.n);
}
