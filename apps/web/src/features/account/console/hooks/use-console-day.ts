import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date as a day in the console's language (a sign-up, an order's date): the time of day would only add noise here. */
export function useConsoleDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return (iso: string) => f.format(new Date(iso));
  }, [i18n.language]);
}
