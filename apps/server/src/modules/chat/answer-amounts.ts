import { formatMoney } from '@netshop/contract';
import { pricer } from '../../lib/pricing.js';
import type { RequestContext } from '../../lib/request-context.js';
import { freeShippingThresholds } from '../checkout/index.js';
import { loadCurrencies } from '../site/index.js';
import { visitorCountryCurrencyId } from './queries.js';

// Amounts in the assistant's answers. Staff write a topic's answer in six languages in the console;
// a figure typed into it could not follow the visitor's currency (a buyer who sees ¥ everywhere
// read "满 299 美元"). So an answer names the amount instead, {freeOver.<shipping method key>}, and
// it is filled here from the method's real free-shipping threshold, converted into the visitor's
// currency and written the way their language writes money.

const FREE_OVER = /\{freeOver\.([a-z0-9_-]{1,30})\}/g;

/**
 * The visitor's currency: the one their window says it shows prices in (ctx.currencyId, from the
 * page context frame), else the currency of the country the shop placed the visitor in, else the
 * base currency. An id the shop does not sell in is not taken.
 */
async function visitorCurrency(ctx: RequestContext, conversationId: number, known: Set<number>): Promise<number | undefined> {
  if (ctx.currencyId !== undefined && known.has(ctx.currencyId)) return ctx.currencyId;
  const id = await visitorCountryCurrencyId(ctx.db, conversationId);
  return id !== undefined && known.has(id) ? id : undefined;
}

/** Fills {freeOver.<method>} in an answer; a method without a threshold, or unknown, leaves the placeholder out. */
export async function fillAmounts(ctx: RequestContext, conversationId: number, text: string): Promise<string> {
  const keys = [...new Set([...text.matchAll(FREE_OVER)].map((m) => m[1]!))];
  if (!keys.length) return text;
  const [currencies, methods] = await Promise.all([loadCurrencies(ctx.db), freeShippingThresholds(ctx.db, keys)]);
  const price = pricer(currencies, await visitorCurrency(ctx, conversationId, new Set(currencies.map((c) => c.currencyId))));
  const amounts = new Map(
    methods.flatMap(({ key, freeOver }) => {
      if (freeOver === null) return [];
      const money = price(freeOver);
      return [[key, formatMoney(money.amount, money.currency, money.minorUnits, ctx.lang)] as const];
    }),
  );
  return text.replace(FREE_OVER, (_, key: string) => amounts.get(key) ?? '');
}
