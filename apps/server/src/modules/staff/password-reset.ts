import { CODES, DEFAULT_LANG, LANGUAGES } from '@netshop/contract';
import { hashPassword, hashToken, newToken } from '../../lib/crypto.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { staffSessions } from '../../lib/session-store.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { enqueue } from '../notifications/index.js';
import { auditView } from './manage.js';
import { insertResetLink, lockedAccount, replacePasswordHash, spendResetLinks, takeResetLink } from './manage-queries.js';
import { staffResetMail } from './password-reset-mail.js';

// A forced password reset (issue 27): an admin ends a member's sessions and password at once and
// the member gets a one-time link by mail (a random 256-bit token, only its SHA-256 stored, an
// hour long, one use). The link's page at /console/reset-password sets the new password.

export const RESET_LINK_MINUTES = 60;

export interface ResetSettings {
  /** The shop's public origin: the link points at its console. */
  origin: string;
  /** Wakes the outbox's sender once the mail is committed. */
  kickMail(): void;
}

const langOf = (langId: number) => LANGUAGES.find((l) => l.langId === langId)?.shortName ?? DEFAULT_LANG;

/** Nobody knows this password: the old one stops working before the member sets a new one. */
const unusablePassword = () => hashPassword(newToken());

export async function forcePasswordReset(ctx: RequestContext, settings: ResetSettings, staffId: number): Promise<void> {
  const placeholder = await unusablePassword();
  const token = newToken();
  await inTransaction(ctx, async (tx) => {
    const account = await lockedAccount(tx.db, staffId);
    if (!account) throw new AppError(CODES.NOT_FOUND, 'notFound');
    await replacePasswordHash(tx.db, staffId, placeholder);
    await staffSessions.revokeAll(tx.db, staffId);
    await spendResetLinks(tx.db, staffId);
    await insertResetLink(tx.db, staffId, hashToken(token), RESET_LINK_MINUTES);
    const url = `${settings.origin}/console/reset-password?token=${encodeURIComponent(token)}`;
    await enqueue(tx.db, staffResetMail(langOf(account.langId), account.email, url));
    await recordAudit(tx, { action: 'staff.password_reset', entityType: 'staff', entityId: staffId, before: auditView(account), after: { ...auditView(account), resetLinkSent: true } });
  });
  settings.kickMail();
}

/** Sets a new password from a link's token (using the link up) and ends any session left; 400 for a bad link. */
export async function resetPasswordWithLink(ctx: RequestContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    const staffId = await takeResetLink(tx.db, hashToken(token));
    const account = staffId === undefined ? undefined : await lockedAccount(tx.db, staffId);
    if (!account) throw new AppError(CODES.BAD_REQUEST, 'staffResetLinkInvalid');
    await replacePasswordHash(tx.db, account.staffId, passwordHash);
    await staffSessions.revokeAll(tx.db, account.staffId);
    // The member acts on their own account: the entry names them.
    const self = { staffId: account.staffId, sessionId: null, email: account.email, name: account.name, roles: account.roles };
    await recordAudit({ ...tx, staff: self }, { action: 'staff.password_set', entityType: 'staff', entityId: account.staffId, before: auditView(account), after: auditView(account) });
  });
}
