import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { staffSessions } from '../../lib/session-store.js';
import { recordAudit } from '../audit/index.js';
import { auditView } from './manage.js';
import { lockedAccount, markSignedIn } from './manage-queries.js';

/**
 * Opens a staff session once every check of signing in has passed (issue 27): the session, the
 * account's last sign-in, and a 'staff.login' audit entry in the member's name, in one transaction.
 * Answers the session token.
 */
export async function startStaffSession(ctx: RequestContext, staffId: number, userAgent: string): Promise<string> {
  return inTransaction(ctx, async (tx) => {
    const account = await lockedAccount(tx.db, staffId);
    const token = await staffSessions.create(tx.db, staffId, userAgent);
    await markSignedIn(tx.db, staffId);
    if (account) {
      const self = { staffId, sessionId: null, email: account.email, name: account.name, roles: account.roles };
      await recordAudit({ ...tx, staff: self }, { action: 'staff.login', entityType: 'staff', entityId: staffId, after: auditView(account) });
    }
    return token;
  });
}
