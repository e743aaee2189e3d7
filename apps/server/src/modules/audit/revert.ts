import { can, CODES, type AuditRevertPreview, type AuditRevertResult } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { entryForRevert, revertEntryOf, rootActions } from './queries.js';
import { reverterOf, type Fields, type Reverter, type RevertEntry } from './reverters.js';

// Restoring the values before an audit entry (issue 27, ADR 0043). The preview lists the fields
// whose current value differs from the entry's before value; the restore writes exactly those back
// through the owning module's reverter (its own update path and transaction) as a new change, whose
// entry recordAudit marks `<entity>.revert` with the restored entry's id. The unique index on that
// id makes an entry restorable once: a second restore, even a simultaneous one, is a 409.

/** JSON with object keys sorted: jsonb keeps keys in its own order, so an entry's object and a fresh one differ only there. */
const canon = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canon) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canon(a ?? null)) === JSON.stringify(canon(b ?? null));

interface Loaded {
  entry: RevertEntry;
  reverter: Reverter;
  revertedBy: number | null;
}

/** The entry and its reverter, checked: 404 unknown, 422 not reversible, 403 without the change's permission. */
async function load(ctx: RequestContext, id: number): Promise<Loaded> {
  const row = await entryForRevert(ctx.db, id);
  if (!row) throw new AppError(CODES.NOT_FOUND, 'notFound');
  const root = row.revertOf === null ? row.action : ((await rootActions(ctx.db, [row.id])).get(row.id) ?? row.action);
  const reverter = reverterOf(root);
  if (!reverter) throw new AppError(CODES.UNPROCESSABLE, 'auditNotReversible');
  if (!ctx.staff || !can(ctx.staff.roles, reverter.permission)) throw new AppError(CODES.FORBIDDEN, 'forbidden');
  // An entry too large for the log keeps only its keys (service.ts's redact): nothing to write back.
  if (!row.before || row.before.truncated === true) throw new AppError(CODES.UNPROCESSABLE, 'auditEntryIncomplete');
  const entry: RevertEntry = { id: row.id, action: root, entityType: row.entityType, entityId: row.entityId, before: row.before, after: row.after };
  return { entry, reverter, revertedBy: row.revertedBy };
}

const fieldsOf = (r: Reverter, side: Fields | null, entry: RevertEntry): Fields => (side === null ? {} : r.fieldsOf ? r.fieldsOf(side, entry) : side);

async function compare(ctx: RequestContext, { entry, reverter }: Loaded) {
  const before = fieldsOf(reverter, entry.before, entry);
  const after = fieldsOf(reverter, entry.after, entry);
  const keys = Object.keys(before);
  const now = await reverter.current(ctx, entry, keys);
  const differ = keys.filter((k) => !same(now[k], before[k]));
  return {
    keys: differ,
    current: Object.fromEntries(differ.map((k) => [k, now[k] ?? null])),
    restore: Object.fromEntries(differ.map((k) => [k, before[k] ?? null])),
    changedSince: keys.some((k) => k in after && !same(now[k], after[k])),
  };
}

const alreadyReverted = (by: number) => new AppError(CODES.CONFLICT, 'auditAlreadyReverted', undefined, { id: by });

export async function previewRevert(ctx: RequestContext, id: number): Promise<AuditRevertPreview> {
  const loaded = await load(ctx, id);
  if (loaded.revertedBy !== null) throw alreadyReverted(loaded.revertedBy);
  const { keys: _k, ...diff } = await compare(ctx, loaded);
  const { entry } = loaded;
  return { entryId: entry.id, action: entry.action, entityType: entry.entityType, entityId: entry.entityId, ...diff };
}

/** Postgres's unique violation: another restore of the same entry committed first. */
const isUniqueViolation = (e: unknown): boolean => {
  const x = e as { code?: string; cause?: unknown };
  return x?.code === '23505' || (x?.cause !== undefined && isUniqueViolation(x.cause));
};

export async function applyRevert(ctx: RequestContext, id: number): Promise<AuditRevertResult> {
  const loaded = await load(ctx, id);
  if (loaded.revertedBy !== null) throw alreadyReverted(loaded.revertedBy);
  const { keys } = await compare(ctx, loaded);
  if (keys.length === 0) throw new AppError(CODES.CONFLICT, 'auditNothingToRevert');
  // The owner's services record through ctx.audit: its first entry becomes the restore's.
  const written = ctx.audit.written;
  ctx.audit.revertOf = id;
  try {
    await loaded.reverter.apply(ctx, loaded.entry, keys);
  } catch (e) {
    if (isUniqueViolation(e)) {
      const by = await revertEntryOf(ctx.db, id);
      if (by !== undefined) throw alreadyReverted(by);
    }
    throw e;
  } finally {
    ctx.audit.revertOf = undefined;
  }
  const entryId = await revertEntryOf(ctx.db, id);
  // A reverter whose service recorded nothing changed nothing (its update found the values in place).
  if (entryId === undefined) throw new AppError(CODES.CONFLICT, 'auditNothingToRevert');
  // A simultaneous restore of the same entry committed while this one waited for the record's lock:
  // this one's update then found the values in place and recorded nothing, and the entry found is
  // the other's, so this one is the second restore (409), not a success.
  if (ctx.audit.written === written) throw alreadyReverted(entryId);
  return { entryId, revertOf: id, fields: keys.length };
}
