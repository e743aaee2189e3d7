import { sql } from 'drizzle-orm';
import { deleteBatch, type Db } from '../db/client.js';
import { col, row, typedRow } from '../db/typed-rows.js';
import { hashToken, newToken } from './crypto.js';

// Sessions of buyers and of staff follow one set of rules (ADR 0010): an opaque 256-bit token,
// only its SHA-256 stored, a sliding lifetime renewed at most once an hour, revocation, and
// ended sessions deleted by the sweeper after a week. Each kind has its own table.

/** A session lives this long after its last use (sliding), renewed at most once an hour. */
export const SESSION_TTL_DAYS = 30;
const RENEW_AFTER_MINUTES = 60;
/** Ended sessions (expired or revoked) are kept this long, then deleted by the sweeper. */
export const ENDED_SESSION_RETENTION_DAYS = 7;

export interface SessionStore {
  create(db: Db, ownerId: number, userAgent: string): Promise<string>;
  /** The session of a bearer token, or null when unknown, revoked or expired; renews a live one. */
  resolve(db: Db, token: string): Promise<{ sessionId: number; ownerId: number } | null>;
  revoke(db: Db, sessionId: number): Promise<void>;
  /** Ends every session of an owner but the one given. */
  revokeAll(db: Db, ownerId: number, keepSessionId?: number): Promise<void>;
  /** Deletes up to `batch` sessions that ended more than ENDED_SESSION_RETENTION_DAYS ago. */
  purgeEnded(db: Db, batch?: number): Promise<number>;
}

const liveSessionRow = row({ id: col.int, ownerId: col.int, stale: col.bool });

export function sessionStore(table: 'user_session' | 'staff_session', ownerColumn: 'user_id' | 'staff_id', ttlDays = SESSION_TTL_DAYS): SessionStore {
  const t = sql.identifier(table);
  const owner = sql.identifier(ownerColumn);
  return {
    async create(db, ownerId, userAgent) {
      const token = newToken();
      await db.execute(sql`INSERT INTO ${t} (token_hash, ${owner}, expires_at, user_agent)
                           VALUES (${hashToken(token)}, ${ownerId}, now() + make_interval(days => ${ttlDays}), ${userAgent.slice(0, 300)})`);
      return token;
    },
    async resolve(db, token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const s = await typedRow(
        db,
        liveSessionRow,
        sql`SELECT id, ${owner} AS "ownerId", last_seen_at < now() - make_interval(mins => ${RENEW_AFTER_MINUTES}) AS stale
              FROM ${t} WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`,
      );
      if (!s) return null;
      if (s.stale) await db.execute(sql`UPDATE ${t} SET last_seen_at = now(), expires_at = now() + make_interval(days => ${ttlDays}) WHERE id = ${s.id}`);
      return { sessionId: s.id, ownerId: s.ownerId };
    },
    async revoke(db, sessionId) {
      await db.execute(sql`UPDATE ${t} SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`);
    },
    async revokeAll(db, ownerId, keepSessionId) {
      await db.execute(sql`UPDATE ${t} SET revoked_at = now() WHERE ${owner} = ${ownerId} AND revoked_at IS NULL ${keepSessionId ? sql`AND id <> ${keepSessionId}` : sql``}`);
    },
    purgeEnded(db, batch = 5000) {
      return deleteBatch(db, table, 'id', sql`least(expires_at, coalesce(revoked_at, expires_at)) < now() - make_interval(days => ${ENDED_SESSION_RETENTION_DAYS})`, batch);
    },
  };
}

/** Buyers' sessions. */
export const buyerSessions = sessionStore('user_session', 'user_id');
/** Staff sessions: the same rules, a shorter sliding lifetime (a day of inactivity ends one). */
export const staffSessions = sessionStore('staff_session', 'staff_id', 1);
