import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The current time, again every `everyMs`: "waiting 4 min" moves on even when no new data arrives. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const display = (locale: string, type: 'language' | 'region', code: string | null): string | null => {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Names, durations and relative times of the console's chat, with Intl in the UI language (DESIGN.md). */
export function useChatFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    /** 'fi' → "芬兰语" in Chinese, "suomi" in Finnish. */
    language: (code: string) => display(locale, 'language', code) ?? code,
    /** 'CN' → "China"; null when the visitor's country is not known. */
    country: (code: string | null) => display(locale, 'region', code),
    /** How long since `iso`, as a short duration: "4 min", "2 h", "3 d". */
    duration(iso: string, now: number): string {
      const secs = Math.max(0, (now - new Date(iso).getTime()) / 1000);
      const [value, unit] = secs < 60 ? [Math.floor(secs), 'second'] : secs < 3600 ? [Math.floor(secs / 60), 'minute'] : secs < 86_400 ? [Math.floor(secs / 3600), 'hour'] : [Math.floor(secs / 86_400), 'day'];
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
    },
    /** "3 minutes ago", "vor 3 Minuten"… */
    ago(iso: string, now: number): string {
      const secs = Math.round((new Date(iso).getTime() - now) / 1000);
      const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
      const abs = Math.abs(secs);
      if (abs < 60) return rtf.format(0, 'second');
      if (abs < 3600) return rtf.format(Math.round(secs / 60), 'minute');
      if (abs < 86_400) return rtf.format(Math.round(secs / 3600), 'hour');
      return rtf.format(Math.round(secs / 86_400), 'day');
    },
    list: (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
  };
}
