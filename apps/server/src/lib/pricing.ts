import { converter, type Money } from '@netshop/contract';

/** A currency as prices are converted into it: its rate against the base currency is exact text (docs/architecture.md#money). */
export interface CurrencyRow {
  currencyId: number;
  code: string;
  minorUnits: number;
  rate: string;
  isBase: boolean;
}

/** Prices are stored in the base currency; this converts them into the visitor's currency. */
export function pricer(currencies: CurrencyRow[], currencyId: number | undefined): (baseMinor: number) => Money {
  const base = currencies.find((c) => c.isBase) ?? { code: 'USD', minorUnits: 2, rate: '1' };
  const target = currencies.find((c) => c.currencyId === currencyId) ?? base;
  const convert = converter({ minorUnits: base.minorUnits, rate: base.rate }, { minorUnits: target.minorUnits, rate: target.rate });
  return (amount) => ({ amount: convert(amount), currency: target.code, minorUnits: target.minorUnits });
}
