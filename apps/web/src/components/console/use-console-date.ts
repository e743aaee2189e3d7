import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment as the console shows it, date and time in the console's language (the staff member's time zone). */
export function useConsoleDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
    return (iso: string) => f.format(new Date(iso));
  }, [i18n.language]);
}
