import { CODES, totpRequired, type StaffAccount, type StaffRole } from '@netshop/contract';
import { staffSessions } from '../../lib/session-store.js';
import { inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { recordAudit } from '../audit/index.js';
import { lockAdmins, lockedAccount, otherActiveAdmins, setDisabled, setEnabled, setNameAndRoles, staffAccounts, type AccountRow } from './manage-queries.js';

// Staff management by admins (issue 27): a member's name and roles, disabling and enabling. The
// rules hold on the server whatever the console shows: an admin cannot disable themselves or take
// away their own admin role, and the shop always keeps at least one active admin. Every change
// is audited in its transaction with the account's fields before and after.

/** What the audit log keeps of an account: never its password or links. */
export function auditView(a: Pick<AccountRow, 'name' | 'roles' | 'active' | 'disabledReason'>) {
  return { name: a.name, roles: a.roles, active: a.active, disabledReason: a.disabledReason };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listAccounts(ctx: RequestContext): Promise<StaffAccount[]> {
  return (await staffAccounts(ctx.db)).map((a) => ({
    staffId: a.staffId,
    email: a.email,
    name: a.name,
    roles: a.roles,
    active: a.active,
    disabledReason: a.disabledReason,
    disabledAt: iso(a.disabledAt),
    lastLoginAt: iso(a.lastLoginAt),
    createdAt: a.createdAt.toISOString(),
    twoFactor: a.totpOn ? 'on' : totpRequired(a.roles) ? 'missing' : 'off',
  }));
}

const isSelf = (ctx: RequestContext, staffId: number) => ctx.staff !== null && ctx.staff.staffId === staffId;
const isActiveAdmin = (a: Pick<AccountRow, 'active' | 'roles'>) => a.active && a.roles.includes('admin');

/**
 * Runs a change of one account under the admins' lock, with the account locked: 404 when there
 * is none. `change` answers the account's fields after the change, which are audited.
 */
async function changeAccount(ctx: RequestContext, staffId: number, action: string, change: (tx: RequestContext, before: AccountRow) => Promise<AccountRow>): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockAdmins(tx.db);
    const before = await lockedAccount(tx.db, staffId);
    if (!before) throw new AppError(CODES.NOT_FOUND, 'notFound');
    const after = await change(tx, before);
    await recordAudit(tx, { action, entityType: 'staff', entityId: staffId, before: auditView(before), after: auditView(after) });
  });
}

/** Refuses a change that would leave the shop without an active admin (call under lockAdmins). */
async function keepAnAdmin(tx: RequestContext, before: AccountRow, after: Pick<AccountRow, 'active' | 'roles'>): Promise<void> {
  if (isActiveAdmin(before) && !isActiveAdmin(after) && (await otherActiveAdmins(tx.db, before.staffId)) === 0) {
    throw new AppError(CODES.CONFLICT, 'staffLastAdmin');
  }
}

export async function updateAccount(ctx: RequestContext, staffId: number, body: { name: string; roles: StaffRole[] }): Promise<void> {
  const roles = [...new Set(body.roles)];
  await changeAccount(ctx, staffId, 'staff.update', async (tx, before) => {
    const after = { ...before, name: body.name, roles };
    if (isSelf(ctx, staffId) && before.roles.includes('admin') && !roles.includes('admin')) throw new AppError(CODES.CONFLICT, 'staffSelfChange');
    await keepAnAdmin(tx, before, after);
    await setNameAndRoles(tx.db, staffId, body.name, roles);
    return after;
  });
}

/** Disables an account and ends its sessions at once (its next request is a 401). */
export async function disableAccount(ctx: RequestContext, staffId: number, reason: string): Promise<void> {
  await changeAccount(ctx, staffId, 'staff.disable', async (tx, before) => {
    if (isSelf(ctx, staffId)) throw new AppError(CODES.CONFLICT, 'staffSelfChange');
    if (!before.active) throw new AppError(CODES.CONFLICT, 'conflict');
    const after = { ...before, active: false, disabledReason: reason };
    await keepAnAdmin(tx, before, after);
    await setDisabled(tx.db, staffId, reason);
    await staffSessions.revokeAll(tx.db, staffId);
    return after;
  });
}

export async function enableAccount(ctx: RequestContext, staffId: number): Promise<void> {
  await changeAccount(ctx, staffId, 'staff.enable', async (tx, before) => {
    if (before.active) throw new AppError(CODES.CONFLICT, 'conflict');
    await setEnabled(tx.db, staffId);
    return { ...before, active: true, disabledReason: null };
  });
}
