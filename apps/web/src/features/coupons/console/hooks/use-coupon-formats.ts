import type { StaffCoupon } from '@netshop/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dollars and percentages in the console's language. */
export function useCouponFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      usd: (cents: number) => usd.format(cents / 100),
      value: (c: Pick<StaffCoupon, 'kind' | 'value'>) => (c.kind === 'percent' ? percent.format(c.value / 10_000) : usd.format(c.value / 100)),
      date: (iso: string) => date.format(new Date(iso)),
    };
  }, [locale]);
}
