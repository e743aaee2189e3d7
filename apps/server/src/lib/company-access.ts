import { CODES, type CompanyPermission, type PurchaseFor } from '@netshop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../plugins/envelope.js';
import { buyerId, type CompanyPrincipal, type RequestContext } from './request-context.js';

// Who may do what with a company's records is one question, asked here by every module
// (docs/architecture.md#business-buyers, ADR 0045). A record is the company's when its own
// `company_id` is set, the buyer's own when it is null; a query adds the condition itself
// (ownedScope), so another company's ids, or a colleague's personal ones, answer 404. The
// membership comes with the session on every request (plugins/auth.ts), so a suspension, a role
// change or a deactivation counts from the next request, old sessions included.

/** The buyer's company, when the route's auth hook loaded it (null: none). */
export function companyOf(ctx: RequestContext): CompanyPrincipal | null {
  return ctx.buyer?.company ?? null;
}

/** Whether the buyer may do `permission` for their company now (a suspended company keeps the read ones). */
export function companyCan(ctx: RequestContext, permission: CompanyPermission): boolean {
  return companyOf(ctx)?.permissions.includes(permission) ?? false;
}

/**
 * The company the buyer acts for with `permission`, or a clear refusal: 403 companyNone when they
 * have none, companyNotActive when it is pending, suspended or closed and the permission is not a
 * read one, companyForbidden when their roles lack it.
 */
export function requireCompany(ctx: RequestContext, permission: CompanyPermission): number {
  const c = companyOf(ctx);
  if (!c) throw new AppError(CODES.FORBIDDEN, 'companyNone');
  if (c.permissions.includes(permission)) return c.companyId;
  if (c.status !== 'active') throw new AppError(CODES.FORBIDDEN, 'companyNotActive');
  throw new AppError(CODES.FORBIDDEN, 'companyForbidden');
}

/**
 * As requireCompany, for acting in the company's name with a permission that survives a
 * suspension (applying for an invoice needs only `titles.read`): refused unless the company is active.
 */
export function requireActiveCompany(ctx: RequestContext, permission: CompanyPermission): number {
  const id = requireCompany(ctx, permission);
  if (companyOf(ctx)!.status !== 'active') throw new AppError(CODES.FORBIDDEN, 'companyNotActive');
  return id;
}

/**
 * The company a new record of `purpose` belongs to: null for the buyer's own, the company's id
 * when they act for it with `permission` (refused as requireCompany refuses).
 */
export function companyFor(ctx: RequestContext, purpose: PurchaseFor | undefined, permission: CompanyPermission): number | null {
  return purpose === 'company' ? requireCompany(ctx, permission) : null;
}

/**
 * The rows of `alias` the buyer may read with `permission`: their own personal ones, and the
 * company's when they may. `alias` is the table's name or alias in the query; it must have
 * `user_id` and `company_id`.
 */
export function ownedScope(ctx: RequestContext, alias: string, permission: CompanyPermission): SQL {
  const t = sql.identifier(alias);
  const own = sql`(${t}.company_id IS NULL AND ${t}.user_id = ${buyerId(ctx)})`;
  const c = companyOf(ctx);
  return c && c.permissions.includes(permission) ? sql`(${own} OR ${t}.company_id = ${c.companyId})` : own;
}

/**
 * Whether the buyer may change a record they can read: their own personal one, or the company's
 * with `permission` (throws as requireCompany for a company record without it).
 */
export function assertMayChange(ctx: RequestContext, record: { userId: number | null; companyId: number | null }, permission: CompanyPermission): void {
  if (record.companyId === null) {
    if (record.userId !== buyerId(ctx)) throw new AppError(CODES.NOT_FOUND, 'notFound');
    return;
  }
  const id = requireCompany(ctx, permission);
  if (id !== record.companyId) throw new AppError(CODES.NOT_FOUND, 'notFound');
}
