import { converter, type LimitPeriod, type LimitUse } from '@netshop/contract';
import type { Db } from '../../db/client.js';
import { periodBounds } from '../../lib/period-bounds.js';
import type { CurrencyRow } from '../../lib/pricing.js';
import { companyTimeZone } from '../companies/index.js';
import { companySpendRows } from '../orders/index.js';
import { loadCurrencies } from '../site/index.js';
import { pendingAmounts } from './queries.js';

// What a company spent in a period (issue 30, ADR 0046): its orders placed in the period that were
// not cancelled or refunded, converted from each order's own rate into the company's currency at
// today's rate, plus what its pending approval requests hold. Periods begin at midnight in the
// company's time zone. Called in the placing transaction after the company's spending row is
// locked, so two orders at once are counted one after the other.

/** The company currency's minor units and today's rate; the base currency when the code is unknown. */
export function currencyUnit(currencies: CurrencyRow[], code: string): CurrencyRow {
  return currencies.find((c) => c.code === code) ?? currencies.find((c) => c.isBase) ?? currencies[0]!;
}

export interface PeriodSpend {
  period: LimitPeriod;
  from: Date;
  to: Date;
  /** Company-wide, and per buyer (user id): placed orders, and pending requests. */
  spent: number;
  pending: number;
  byUser: Map<number, { spent: number; pending: number }>;
}

export class SpendReader {
  private zone: Promise<string> | undefined;
  private readonly periods = new Map<LimitPeriod, Promise<PeriodSpend>>();
  private currencyList: Promise<CurrencyRow[]> | undefined;

  constructor(
    private readonly db: Db,
    private readonly companyId: number,
    private readonly currency: string,
    private readonly now: Date,
  ) {}

  currencies(): Promise<CurrencyRow[]> {
    return (this.currencyList ??= loadCurrencies(this.db));
  }

  timeZone(): Promise<string> {
    return (this.zone ??= companyTimeZone(this.db, this.companyId));
  }

  async unit(): Promise<CurrencyRow> {
    return currencyUnit(await this.currencies(), this.currency);
  }

  /** An amount priced at `rate` (units per base unit) in the company's currency at today's rate. */
  async toCompany(amount: number, from: { minorUnits: number; rate: string }): Promise<number> {
    return converter(from, await this.unit())(amount);
  }

  period(period: LimitPeriod): Promise<PeriodSpend> {
    let p = this.periods.get(period);
    if (!p) this.periods.set(period, (p = this.read(period)));
    return p;
  }

  private async read(period: LimitPeriod): Promise<PeriodSpend> {
    const { from, to } = await periodBounds(this.db, period, await this.timeZone(), this.now);
    const [orders, pending, unit] = await Promise.all([companySpendRows(this.db, this.companyId, from, to), pendingAmounts(this.db, this.companyId, from, to), this.unit()]);
    const byUser = new Map<number, { spent: number; pending: number }>();
    const of = (userId: number) => byUser.get(userId) ?? byUser.set(userId, { spent: 0, pending: 0 }).get(userId)!;
    let spent = 0;
    let held = 0;
    for (const o of orders) {
      const amount = converter({ minorUnits: o.minorUnits, rate: o.rate }, unit)(o.total);
      spent += amount;
      of(o.userId).spent += amount;
    }
    for (const p of pending) {
      held += p.amount;
      of(p.userId).pending += p.amount;
    }
    return { period, from, to, spent, pending: held, byUser };
  }

  /** A limit's use this period: for one buyer (userId) or the whole company (null). */
  async use(limit: { amount: number; period: LimitPeriod }, userId: number | null): Promise<LimitUse> {
    const [p, unit] = await Promise.all([this.period(limit.period), this.unit()]);
    const mine = userId === null ? { spent: p.spent, pending: p.pending } : (p.byUser.get(userId) ?? { spent: 0, pending: 0 });
    const money = (amount: number) => ({ amount, currency: unit.code, minorUnits: unit.minorUnits });
    return {
      limit: money(limit.amount),
      period: limit.period,
      from: p.from.toISOString(),
      to: p.to.toISOString(),
      spent: money(mine.spent),
      pending: money(mine.pending),
      left: money(Math.max(0, limit.amount - mine.spent - mine.pending)),
    };
  }
}
