import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Dates, ages ("3 hours ago") and language names in the console's language. */
export function useConsoleFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const rel = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    return {
      date: (iso: string) => when.format(new Date(iso)),
      ago: (iso: string, now = Date.now()) => {
        const ms = now - new Date(iso).getTime();
        const [unit, size] = UNITS.find(([, s]) => ms >= s) ?? UNITS[2];
        return rel.format(-Math.floor(ms / size), unit);
      },
      language: (code: string) => names?.of(code) ?? code,
    };
  }, [locale]);
}
