import type { Db } from '../../db/client.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { tell } from './notices.js';
import { expireRequests, requestById } from './queries.js';

/**
 * The sweeper's approvals work (issue 30, ADR 0046): pending requests past their expiry become
 * expired, and each requester is told once. The UPDATE is conditional (status still pending), so
 * two sweepers at once expire each request once; the message and mail are written in the same
 * transaction as the change. Time is the app's clock (`app.clock`, moved by the tests).
 */
export function approvalSweeps(_db: Db, clock: { now(): Date }, origin: string): Record<string, (ctx: RequestContext) => Promise<number>> {
  return {
    approvalsExpired: async (ctx) => {
      let done = 0;
      for (;;) {
        const n = await inTransaction(ctx, async (tx) => {
          const now = clock.now();
          const expired = await expireRequests(tx.db, now, 100);
          for (const e of expired) {
            const r = await requestById(tx.db, e.id);
            const days = r ? Math.round((r.expiresAt.getTime() - r.createdAt.getTime()) / 86_400_000) : 0;
            await tell(tx, origin, e.userId, 'approvalExpired', () => ({ requestNo: e.requestNo, days: String(days) }), e.requestNo);
          }
          return expired.length;
        });
        done += n;
        if (n < 100) return done;
      }
    },
  };
}
