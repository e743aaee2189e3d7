import { converter, type Money } from '@netshop/contract';
import type { CurrencyRow } from './reference.js';

/** Prices are stored in the base currency; this converts them into the visitor's currency. */
export function pricer(currencies: CurrencyRow[], currencyId: number | undefined): (baseMinor: number) => Money {
  const base = currencies.find((c) => c.isBase) ?? { code: 'USD', minorUnits: 2, rate: '1' };
  const target = currencies.find((c) => c.currencyId === currencyId) ?? base;
  const convert = converter({ minorUnits: base.minorUnits, rate: base.rate }, { minorUnits: target.minorUnits, rate: target.rate });
  return (amount) => ({ amount: convert(amount), currency: target.code, minorUnits: target.minorUnits });
}
