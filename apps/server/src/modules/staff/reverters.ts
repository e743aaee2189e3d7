import { CODES, STAFF_ROLES, type StaffRole } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { registerReverter, type Fields, type RevertEntry } from '../audit/index.js';
import { disableAccount, enableAccount, listAccounts, updateAccount } from './manage.js';

// What staff management restores from the audit log (issue 27, ADR 0043): a member's name and
// roles (staff.update), through updateAccount, and whether the account is active (staff.disable,
// staff.enable), through disableAccount / enableAccount, so their rules hold for a restore as for
// an edit: the shop keeps an active admin, nobody disables themselves or drops their own admin
// role. As after those routes, the member's chat sockets end (accessChanged).

const roleSet = (v: unknown) => (Array.isArray(v) ? [...new Set(v.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r)))].sort() : v);

/** Of an entry's side, what staff.update changes: the name and the roles (in one order). */
const nameAndRoles = (side: Fields): Fields => ({ ...('name' in side ? { name: side.name } : {}), ...('roles' in side ? { roles: roleSet(side.roles) } : {}) });

async function accountOf(ctx: RequestContext, entry: RevertEntry) {
  const a = /^\d{1,9}$/.test(entry.entityId) ? (await listAccounts(ctx)).find((x) => x.staffId === Number(entry.entityId)) : undefined;
  if (!a) throw new AppError(CODES.CONFLICT, 'auditEntityGone');
  return a;
}

/** Of an entry's side, what disabling and enabling change. */
const activeState = (side: Fields): Fields => ({ ...('active' in side ? { active: side.active } : {}) });

/** Registers staff management's reverters (called from its routes' setup, which ends chat sockets on a change of access). */
export function registerStaffReverters(accessChanged: (staffId: number) => void = () => undefined): void {
  registerReverter('staff.update', {
    permission: 'staff.manage',
    fieldsOf: nameAndRoles,
    async current(ctx, entry, keys) {
      const now = nameAndRoles(await accountOf(ctx, entry));
      return Object.fromEntries(keys.map((k) => [k, now[k]]));
    },
    async apply(ctx, entry, keys) {
      const a = await accountOf(ctx, entry);
      const before = nameAndRoles(entry.before ?? {});
      const name = keys.includes('name') ? before.name : a.name;
      const roles = keys.includes('roles') ? before.roles : a.roles;
      if (typeof name !== 'string' || !name.trim() || !Array.isArray(roles) || roles.length === 0) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
      await updateAccount(ctx, a.staffId, { name, roles: roles as StaffRole[] });
      accessChanged(a.staffId);
    },
  });

  // Disabled by mistake: enabled again; enabled by mistake: disabled again with the reason it had.
  registerReverter(['staff.disable', 'staff.enable'], {
    permission: 'staff.manage',
    fieldsOf: activeState,
    async current(ctx, entry, keys) {
      const now = activeState(await accountOf(ctx, entry));
      return Object.fromEntries(keys.map((k) => [k, now[k]]));
    },
    async apply(ctx, entry) {
      const a = await accountOf(ctx, entry);
      if (entry.before?.active === true) await enableAccount(ctx, a.staffId);
      else {
        const reason = typeof entry.before?.disabledReason === 'string' && entry.before.disabledReason.trim() ? entry.before.disabledReason : null;
        if (!reason) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
        await disableAccount(ctx, a.staffId, reason);
      }
      accessChanged(a.staffId);
    },
  });
}
