import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and language names in the console's language. */
export function useReviewFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    return {
      date: (iso: string) => when.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      language: (code: string) => names?.of(code) ?? code,
    };
  }, [locale]);
}
