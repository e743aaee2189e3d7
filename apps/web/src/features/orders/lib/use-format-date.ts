import { useTranslation } from 'react-i18next';

/** Dates and times with Intl in the UI language (DESIGN.md). */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    dateTime: (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    date: (iso: string | Date) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }),
  };
}
