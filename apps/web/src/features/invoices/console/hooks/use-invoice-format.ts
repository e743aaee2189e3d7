import { formatMoney, type Money } from '@netshop/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and money in the console's language. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return { date: (iso: string) => f.format(new Date(iso)), money: (m: Money) => formatMoney(m.amount, m.currency, m.minorUnits, i18n.language) };
  }, [i18n.language]);
}
