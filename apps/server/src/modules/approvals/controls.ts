import { CODES, formatMoney, type CompanyRole, type PlacedOrder } from '@netshop/contract';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../plugins/envelope.js';
import { buyerEmailAndName } from '../account/index.js';
import { categoryAndDescendants, loadReference, productCategoryIds } from '../catalog/index.js';
import type { PurchaseCheck, PurchaseControls } from '../orders/index.js';
import { loadCurrencies } from '../site/index.js';
import { tellApprovers } from './notices.js';
import { poNumberPending } from './po-number-queries.js';
import { ensureSettings, insertRequest, insertStep, memberLimits, pendingRequestOfQuotation, requestByKey, rulesOf, setRequestOrder, type RuleRecord } from './queries.js';
import { defaultCurrency } from './settings.js';
import { SpendReader } from './spending.js';

// The purchase controls the placing transaction asks for a company order (ADR 0046). Locks in one
// order for every path: the credit account's row (the credit module), then the company's
// spending row (approval_settings, FOR UPDATE), then — in the order code — the SKU rows. So two
// orders of one company are counted one after the other, and no stock lock is ever held while
// waiting for a company lock. Then the rules and limits decide: place it, make it an approval
// request (written in this transaction, holding no stock), or refuse it (over a limit that no
// overLimit rule lets through).

/** What the credit module adds for an order paid on account (issue 30); absent until it exists. */
export interface CreditControls {
  /** Locks the company's credit account row (when paying on account or when it has one): the first lock of ADR 0046. */
  lock(ctx: RequestContext, companyId: number, paymentTerms: 'now' | 'account'): Promise<void>;
  /**
   * Refuses an order on account that does not fit (hold, currency, PO number, available credit); asked at submission and again at the
   * last approval. `pending` tells whether a pending approval request carries a PO number (approvals' own table).
   */
  check(ctx: RequestContext, c: PurchaseCheck, pending?: PendingPoNumbers): Promise<void>;
  /** Charges a placed order on account: invoice and ledger entry. */
  afterPlace(ctx: RequestContext, c: PurchaseCheck, order: { orderId: number; orderNo: string }): Promise<void>;
  /** The credit account's currency, a company's default currency for limits when it has an account. */
  currency?(ctx: RequestContext, companyId: number): Promise<string | null>;
}

/** What approvals tells the credit part of its pending requests. */
export interface PendingPoNumbers {
  poNumberPending(poNumber: string): Promise<boolean>;
}

export interface ControlOptions {
  /** The shop's public address, for the link in approvers' mails. */
  origin: string;
  credit?: CreditControls;
}

/** A step of a request: one per (level, approver role) of the rules that matched, in level order then role. */
export interface PlannedStep {
  approverRole: CompanyRole;
  rules: string[];
}

/** Whether a rule matches the order (overLimit: whether the order goes over a limit). */
function matches(rule: RuleRecord, c: PurchaseCheck, companyAmount: number, over: boolean, inCategory: (categoryId: number) => boolean): boolean {
  switch (rule.condition) {
    case 'total':
      return rule.minTotal !== null && companyAmount >= rule.minTotal;
    case 'lines':
      return rule.minLines !== null && c.lines.length >= rule.minLines;
    case 'category':
      return rule.categoryId !== null && inCategory(rule.categoryId);
    case 'role':
      return rule.memberRole !== null && c.roles.includes(rule.memberRole);
    case 'overLimit':
      return over;
  }
}

export function planSteps(matched: RuleRecord[]): PlannedStep[] {
  const byKey = new Map<string, { level: number; approverRole: CompanyRole; rules: string[] }>();
  for (const r of matched) {
    const key = `${r.level}|${r.approverRole}`;
    const s = byKey.get(key) ?? byKey.set(key, { level: r.level, approverRole: r.approverRole, rules: [] }).get(key)!;
    s.rules.push(r.name);
  }
  return [...byKey.values()].sort((a, b) => a.level - b.level || a.approverRole.localeCompare(b.approverRole)).map(({ approverRole, rules }) => ({ approverRole, rules }));
}

/** Over-limit refusal: which limit, what is left of it and in which period, in the buyer's language. */
function overLimit(ctx: RequestContext, scope: 'member' | 'company', use: { period: 'month' | 'quarter'; limit: number; left: number }, total: number, unit: { code: string; minorUnits: number }) {
  const m = (n: number) => formatMoney(n, unit.code, unit.minorUnits, ctx.lang);
  const key = scope === 'member' ? (use.period === 'month' ? 'spendingLimitMonth' : 'spendingLimitQuarter') : use.period === 'month' ? 'companyLimitMonth' : 'companyLimitQuarter';
  return new AppError(CODES.CONFLICT, key, undefined, { total: m(total), limit: m(use.limit), left: m(use.left) });
}

export function purchaseControls(options: ControlOptions = { origin: '' }): PurchaseControls {
  const { credit, origin } = options;

  return {
    async lock(ctx, companyId, paymentTerms) {
      await credit?.lock(ctx, companyId, paymentTerms);
      // A company's first order writes its settings row: in the credit account's currency when it has one.
      const currency = (await credit?.currency?.(ctx, companyId)) ?? defaultCurrency(await loadCurrencies(ctx.db));
      await ensureSettings(ctx.db, companyId, currency, true);
    },

    async check(ctx, c) {
      // Refusals first (credit on hold, PO number…), at submission as at the last approval.
      await credit?.check(ctx, c, { poNumberPending: (po) => poNumberPending(ctx.db, c.companyId, po) });
      // The last approval places its request: the approval covers its rules and limits.
      if (c.approvedRequestId !== undefined) return { place: true };

      const settings = await ensureSettings(ctx.db, c.companyId, 'USD', false);
      const spend = new SpendReader(ctx.db, c.companyId, settings.currency, c.now);
      const unit = await spend.unit();
      const amount = await spend.toCompany(c.total.amount, { minorUnits: c.total.minorUnits, rate: c.total.rate });
      const memberId = ctx.buyer?.company?.memberId;
      const mine = memberId === undefined ? undefined : (await memberLimits(ctx.db, c.companyId)).find((l) => l.memberId === memberId);

      // Which limit the order would go over, the member's first.
      let exceeded: ReturnType<typeof overLimit> | null = null;
      if (mine) {
        const u = await spend.use(mine, c.userId);
        if (u.spent.amount + u.pending.amount + amount > mine.amount) exceeded = overLimit(ctx, 'member', { period: mine.period, limit: mine.amount, left: u.left.amount }, amount, unit);
      }
      if (!exceeded && settings.companyLimit !== null && settings.companyPeriod) {
        const limit = { amount: settings.companyLimit, period: settings.companyPeriod };
        const u = await spend.use(limit, null);
        if (u.spent.amount + u.pending.amount + amount > limit.amount) exceeded = overLimit(ctx, 'company', { period: limit.period, limit: limit.amount, left: u.left.amount }, amount, unit);
      }

      const rules = await rulesOf(ctx.db, c.companyId, true);
      let inCategory = (_: number) => false;
      if (rules.some((r) => r.condition === 'category')) {
        const [ref, categories] = await Promise.all([loadReference(ctx.db, ctx.langId), productCategoryIds(ctx.db, c.lines.map((l) => l.spuId))]);
        const lineCategories = new Set(categories.values());
        inCategory = (categoryId) => categoryAndDescendants(ref, categoryId).some((id) => lineCategories.has(id));
      }
      const matched = rules.filter((r) => matches(r, c, amount, exceeded !== null, inCategory));
      // Over a limit with no rule that lets it through: refused, with what is left (#74, #4026).
      if (exceeded && !matched.some((r) => r.condition === 'overLimit')) throw exceeded;
      if (!matched.length) return { place: true };

      const steps = planSteps(matched);
      const expiresAt = new Date(c.now.getTime() + settings.expiryDays * 86_400_000);
      const request = await insertRequest(ctx.db, {
        companyId: c.companyId,
        userId: c.userId,
        kind: c.kind,
        idempotencyKey: c.body.idempotencyKey,
        requestHash: c.requestHash,
        // Checkout's body, or the acceptance with its quotation and version: what the last approval places again.
        body: c.body,
        quotationId: c.kind === 'quotation' ? c.body.quotationId : null,
        total: c.total.amount,
        currency: c.total.currency,
        minorUnits: c.total.minorUnits,
        companyAmount: amount,
        lineCount: c.lines.length,
        lines: c.lines.map((l) => ({ skuId: l.skuId, name: l.name, productNo: l.productNo, quantity: l.quantity, unitPrice: l.unitPrice, lineTotal: l.lineTotal })),
        shippingAddress: c.shippingAddress,
        poNumber: c.body.poNumber ?? null,
        currentLevel: 1,
        now: c.now,
        expiresAt,
      });
      // Steps are numbered 1, 2, … in the order they run (a level with two approver roles is two steps).
      for (const [i, s] of steps.entries()) await insertStep(ctx.db, request.id, i + 1, s.approverRole, s.rules);
      const who = await buyerEmailAndName(ctx.db, c.userId);
      await tellApprovers(
        ctx,
        origin,
        {
          companyId: c.companyId,
          userId: c.userId,
          requestNo: request.requestNo,
          requester: who ? `${who.firstName} ${who.lastName}`.trim() : '',
          total: { amount: c.total.amount, currency: c.total.currency, minorUnits: c.total.minorUnits },
          lineCount: c.lines.length,
        },
        steps[0]!.approverRole,
      );
      return { approval: { requestNo: request.requestNo, levels: steps.length } };
    },

    async afterPlace(ctx, c, order) {
      if (c.approvedRequestId !== undefined) await setRequestOrder(ctx.db, c.approvedRequestId, order.orderId);
      await credit?.afterPlace(ctx, c, order);
    },

    async byKey(ctx, userId, key, hash): Promise<PlacedOrder | null> {
      const r = await requestByKey(ctx.db, userId, key);
      // Approved: the order it became answers (orders' own key look-up, asked first).
      if (!r || r.status === 'approved') return null;
      if (r.requestHash !== hash) throw new AppError(CODES.UNPROCESSABLE, 'idempotencyMismatch');
      return {
        orderNo: null,
        total: { amount: r.total, currency: r.currency, minorUnits: r.minorUnits },
        payBy: null,
        purchaseFor: 'company',
        paymentTerms: r.paymentTerms === 'account' ? 'account' : 'now',
        approval: { requestNo: r.requestNo, levels: r.levels },
      };
    },

    async pendingQuotation(ctx, companyId, quotationId) {
      return pendingRequestOfQuotation(ctx.db, companyId, quotationId);
    },
  };
}
