import type { AuditList, AuditQuery } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { insertAudit, rootActions, searchAudit } from './queries.js';
import { reversalOf } from './reverters.js';

// The audit log (ADR 0040): a service that changes the shop's data on a staff member's behalf
// records what it did with recordAudit, in the same transaction as the change.

export interface AuditChange {
  /** `<entity>.<verb>`: 'order.ship', 'product.update', 'customer.block'. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The record's fields before the change; omit when it was created. */
  before?: Record<string, unknown> | null;
  /** The record's fields after the change; omit when it was deleted. */
  after?: Record<string, unknown> | null;
}

/** Keys whose values never reach the log (a password, a token, a TOTP secret, a recovery code). */
const SECRET_KEY = /pass(word)?|token|secret|totp|recovery|hash|otp|code_?verifier/i;
/** A value larger than this (as JSON) is kept as its keys only: the log is not a second database. */
const MAX_JSON = 20_000;

/** The value with secrets replaced, NUL bytes dropped (PostgreSQL's jsonb refuses them) and size bounded. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k.replaceAll('\u0000', '')] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  }
  if (depth === 0 && JSON.stringify(out).length > MAX_JSON) return { truncated: true, keys: Object.keys(out) };
  return out;
}

/**
 * Records one change by the context's staff member, from the context's origin. The first entry of
 * a restore (revert.ts sets ctx.audit.revertOf) is the restore's: `<entity>.revert`, pointing at
 * the entry restored, whatever action the owning service names.
 */
export async function recordAudit(ctx: RequestContext, change: AuditChange): Promise<void> {
  const who = ctx.staff;
  const revertsId = ctx.audit.revertOf ?? null;
  ctx.audit.revertOf = undefined;
  const action = revertsId === null ? change.action : `${change.action.split('.')[0]}.revert`;
  await insertAudit(ctx.db, {
    staffId: who ? who.staffId : null,
    staffName: (who?.name ?? '').slice(0, 80),
    staffEmail: (who?.email ?? '').slice(0, 254),
    action: action.slice(0, 120),
    entityType: change.entityType.slice(0, 40),
    entityId: String(change.entityId).replaceAll('\u0000', '').slice(0, 80),
    before: change.before === undefined ? null : redact(change.before),
    after: change.after === undefined ? null : redact(change.after),
    ip: ctx.origin.ip.slice(0, 64),
    userAgent: ctx.origin.userAgent.slice(0, 300),
    revertsId,
  });
  ctx.audit.written += 1;
}

export async function findAudit(ctx: RequestContext, q: AuditQuery & { page: number; pageSize: number }): Promise<AuditList> {
  const { items, total } = await searchAudit(ctx.db, q);
  const roots = await rootActions(ctx.db, items.filter((e) => e.revertOf !== null).map((e) => e.id));
  return { items: items.map((e) => ({ ...e, at: e.at.toISOString(), reversal: reversalOf(roots.get(e.id) ?? e.action, e.before !== null && e.before.truncated !== true) })), total };
}
