import type { Db } from '../../db/client.js';
import { buyerSessions as store } from '../../lib/session-store.js';

// Buyers' sessions: the shared session rules (lib/session-store) on the user_session table.

export { ENDED_SESSION_RETENTION_DAYS, SESSION_TTL_DAYS } from '../../lib/session-store.js';

export const createSession = (db: Db, userId: number, userAgent: string) => store.create(db, userId, userAgent);

/** The session of a bearer token, or null when unknown, revoked or expired; renews a live one. */
export async function resolveSession(db: Db, token: string): Promise<{ sessionId: number; userId: number } | null> {
  const s = await store.resolve(db, token);
  return s && { sessionId: s.sessionId, userId: s.ownerId };
}

export const revokeSession = (db: Db, sessionId: number) => store.revoke(db, sessionId);

/** Ends every session of a user, but the one given (the buyer who changed the password stays in). */
export const revokeUserSessions = (db: Db, userId: number, keepSessionId?: number) => store.revokeAll(db, userId, keepSessionId);

export const purgeEndedSessions = (db: Db, batch?: number) => store.purgeEnded(db, batch);
