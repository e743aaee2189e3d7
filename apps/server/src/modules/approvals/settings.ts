import {
  APPROVAL_RULES_MAX,
  CODES,
  type approvalRuleBody,
  type ApprovalRule,
  type ApprovalSettings,
  type approvalSettingsBody,
  type CompanyRole,
  type memberLimitBody,
} from '@netshop/contract';
import type { z } from 'zod';
import { FIELD_MESSAGES, MESSAGES } from '../../i18n/messages.js';
import { companyCan, companyOf, requireCompany } from '../../lib/company-access.js';
import type { CurrencyRow } from '../../lib/pricing.js';
import { buyerId, inTransaction, type RequestContext } from '../../lib/request-context.js';
import { AppError, notFound } from '../../plugins/envelope.js';
import type { CatalogReference } from '../catalog/index.js';
import { companyMembersList } from '../companies/index.js';
import { countRules, deleteRule, ensureSettings, insertRule, memberLimits, readSettings, ruleById, rulesOf, setMemberLimit, touchSettings, updateRule, updateSettings, type RuleFields } from './queries.js';
import { currencyUnit, SpendReader } from './spending.js';

// A company's approval rules and spending limits as its members read and its admins write them
// (issue 30, ADR 0046). Every member reads the rules and their own limit; those who manage
// approvals or read the company's statements read every limit; approvals.manage writes. A rule
// is refused when no active member holds its approver role: an order it matched could never be
// approved (the "#20079").

/** What the settings and rules are computed with: the site's currencies (the company's default currency) and the catalogue's categories. */
export interface Reference {
  currencies: CurrencyRow[];
  ref: CatalogReference;
  now: Date;
}

const memberOf = (ctx: RequestContext) => {
  const m = companyOf(ctx);
  if (!m) throw new AppError(CODES.FORBIDDEN, 'companyNone');
  return m;
};

/** The currency a company's rules and limits start in: the shop's base currency (the credit account's, once it has one, is set by the admin). */
export const defaultCurrency = (currencies: CurrencyRow[]) => currencies.find((c) => c.isBase)?.code ?? 'USD';

export async function approvalSettingsView(ctx: RequestContext, r: Reference): Promise<ApprovalSettings> {
  const m = memberOf(ctx);
  const all = companyCan(ctx, 'approvals.manage') || companyCan(ctx, 'statements.read');
  const s = (await readSettings(ctx.db, m.companyId)) ?? { currency: defaultCurrency(r.currencies), expiryDays: 7, companyLimit: null, companyPeriod: null, version: 0 };
  const spend = new SpendReader(ctx.db, m.companyId, s.currency, r.now);
  const [members, limits, timeZone] = await Promise.all([companyMembersList(ctx.db, m.companyId), memberLimits(ctx.db, m.companyId), spend.timeZone()]);
  const limitOf = new Map(limits.map((l) => [l.memberId, l]));
  const shown = members.filter((x) => x.active && (all || x.id === m.memberId));
  const unit = currencyUnit(r.currencies, s.currency);
  return {
    currency: unit.code,
    minorUnits: unit.minorUnits,
    timeZone,
    expiryDays: s.expiryDays,
    company: all && s.companyLimit !== null && s.companyPeriod ? await spend.use({ amount: s.companyLimit, period: s.companyPeriod }, null) : null,
    members: await Promise.all(
      shown.map(async (x) => {
        const l = limitOf.get(x.id);
        return { memberId: x.id, userId: x.userId, name: x.name, roles: x.roles, limit: l ? await spend.use(l, x.userId) : null };
      }),
    ),
    version: s.version,
  };
}

const invalid = (ctx: RequestContext, field: string, key: 'invalid' | 'required' = 'invalid') => new AppError(CODES.UNPROCESSABLE, 'validationFailed', { [field]: FIELD_MESSAGES[ctx.lang][key] });

export async function saveSettings(ctx: RequestContext, r: Reference, body: z.output<typeof approvalSettingsBody>): Promise<void> {
  const companyId = requireCompany(ctx, 'approvals.manage');
  if (!r.currencies.some((c) => c.code === body.currency)) throw invalid(ctx, 'currency');
  await inTransaction(ctx, async (tx) => {
    await ensureSettings(tx.db, companyId, defaultCurrency(r.currencies), true);
    if (!(await updateSettings(tx.db, companyId, body.version, body))) throw new AppError(CODES.CONFLICT, 'approvalSettingsStale');
  });
}

export async function saveMemberLimit(ctx: RequestContext, r: Reference, memberId: number, body: z.output<typeof memberLimitBody>): Promise<void> {
  const companyId = requireCompany(ctx, 'approvals.manage');
  await inTransaction(ctx, async (tx) => {
    await ensureSettings(tx.db, companyId, defaultCurrency(r.currencies), true);
    const member = (await companyMembersList(tx.db, companyId)).find((x) => x.id === memberId && x.active);
    if (!member) throw notFound();
    await setMemberLimit(tx.db, companyId, memberId, body.limit);
    await touchSettings(tx.db, companyId);
  });
}

/** Active members of the company holding each role. */
async function holdersByRole(ctx: RequestContext, companyId: number): Promise<Map<CompanyRole, number>> {
  const counts = new Map<CompanyRole, number>();
  for (const m of await companyMembersList(ctx.db, companyId)) if (m.active) for (const role of m.roles) counts.set(role, (counts.get(role) ?? 0) + 1);
  return counts;
}

export async function listRules(ctx: RequestContext, r: Reference): Promise<ApprovalRule[]> {
  const m = memberOf(ctx);
  const [rules, holders] = await Promise.all([rulesOf(ctx.db, m.companyId), holdersByRole(ctx, m.companyId)]);
  const s = await readSettings(ctx.db, m.companyId);
  const unit = currencyUnit(r.currencies, s?.currency ?? defaultCurrency(r.currencies));
  return rules.map((x) => ({
    id: x.id,
    name: x.name,
    condition: x.condition,
    minTotal: x.minTotal === null ? null : { amount: x.minTotal, currency: unit.code, minorUnits: unit.minorUnits },
    minLines: x.minLines,
    category: x.categoryId === null ? null : { id: x.categoryId, name: r.ref.categories.get(x.categoryId)?.name ?? '' },
    memberRole: x.memberRole,
    approverRole: x.approverRole,
    level: x.level,
    active: x.active,
    approvers: holders.get(x.approverRole) ?? 0,
    version: x.version,
  }));
}

type RuleBody = z.output<typeof approvalRuleBody>;

/** Only the field the condition reads is kept, so a rule never carries a stale threshold of another kind. */
function fieldsOf(b: RuleBody): RuleFields {
  return {
    name: b.name,
    condition: b.condition,
    minTotal: b.condition === 'total' ? (b.minTotal ?? null) : null,
    minLines: b.condition === 'lines' ? (b.minLines ?? null) : null,
    categoryId: b.condition === 'category' ? (b.categoryId ?? null) : null,
    memberRole: b.condition === 'role' ? (b.memberRole ?? null) : null,
    approverRole: b.approverRole,
    level: b.level,
    active: b.active,
  };
}

/** The checks a rule passes before it is saved: its category exists, and an active rule has someone to approve what it matches. */
async function checkRule(tx: RequestContext, r: Reference, companyId: number, f: RuleFields): Promise<void> {
  if (f.categoryId !== null && !r.ref.categories.has(f.categoryId)) throw invalid(tx, 'categoryId');
  if (f.active && !(await holdersByRole(tx, companyId)).get(f.approverRole)) {
    throw new AppError(CODES.UNPROCESSABLE, 'approvalNoApprover', { approverRole: MESSAGES[tx.lang].approvalNoApprover });
  }
}

export async function createRule(ctx: RequestContext, r: Reference, body: RuleBody): Promise<{ id: number }> {
  const companyId = requireCompany(ctx, 'approvals.manage');
  return inTransaction(ctx, async (tx) => {
    // The settings row is the company's lock: two admins adding the 50th rule at once add one.
    await ensureSettings(tx.db, companyId, defaultCurrency(r.currencies), true);
    if ((await countRules(tx.db, companyId)) >= APPROVAL_RULES_MAX) throw new AppError(CODES.CONFLICT, 'approvalRulesFull', undefined, { max: APPROVAL_RULES_MAX });
    const f = fieldsOf(body);
    await checkRule(tx, r, companyId, f);
    return { id: await insertRule(tx.db, companyId, buyerId(ctx), f) };
  });
}

export async function changeRule(ctx: RequestContext, r: Reference, id: number, body: RuleBody): Promise<void> {
  const companyId = requireCompany(ctx, 'approvals.manage');
  await inTransaction(ctx, async (tx) => {
    if (!(await ruleById(tx.db, companyId, id))) throw notFound();
    const f = fieldsOf(body);
    await checkRule(tx, r, companyId, f);
    if (!(await updateRule(tx.db, companyId, id, body.version, f))) throw new AppError(CODES.CONFLICT, 'approvalRuleStale');
  });
}

export async function removeRule(ctx: RequestContext, id: number): Promise<void> {
  const companyId = requireCompany(ctx, 'approvals.manage');
  if (!(await deleteRule(ctx.db, companyId, id))) throw notFound();
}
