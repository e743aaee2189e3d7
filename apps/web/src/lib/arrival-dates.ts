// Dates the shop promises (arrives by, ships on, expected incoming stock) arrive from the server as
// plain calendar days 'YYYY-MM-DD', computed in the warehouse's time zone (ADR 0044). They print in
// the buyer's language and conventions ("Tue 2 Dec", "12月2日(火)", "ti 2.12."), read as UTC so
// the visitor's own time zone can never move them by a day.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, withWeekday: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${withWeekday}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withWeekday ? { weekday: 'short' } : {}) });
    formats.set(key, f);
  }
  return f;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** One day: "Tue 2 Dec" (weekday shown unless told not to). */
export function formatDay(day: string, lang: string, withWeekday = true): string {
  return format(lang, withWeekday).format(asDate(day));
}

/**
 * Chinese and Japanese ranges from Intl switch to numeric months ("12/2周三至12/7周一",
 * "12/02(水)～12/07(月)") while a day alone reads "12月2日周三": there both ends are written as
 * days, joined as the language writes a range.
 */
const RANGE_JOINS: Record<string, string> = { 'zh-CN': '至', ja: '～' };

/** A range of days, "Tue 2 – Thu 4 Dec" ("12月2日周三至12月4日周五"), or one day when both ends are the same. */
export function formatDayRange(from: string, to: string, lang: string, withWeekday = true): string {
  if (from === to) return formatDay(from, lang, withWeekday);
  const join = RANGE_JOINS[lang];
  if (join) return `${formatDay(from, lang, withWeekday)}${join}${formatDay(to, lang, withWeekday)}`;
  return format(lang, withWeekday).formatRange(asDate(from), asDate(to));
}

/** "2 h 15 min" style countdown parts: whole hours and the minutes left over. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(totalMinutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}
