// Working hours of the chat (CHAT_HOURS, CHAT_TIMEZONE): "1-5 09:00-18:00" is Monday to Friday,
// nine to six, in the shop's time zone, whatever the visitor's.

export interface ChatHours {
  days: [number, number];
  from: number;
  to: number;
  timeZone: string;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function parseChatHours(spec: string, timeZone: string): ChatHours {
  const [days, range] = spec.split(' ') as [string, string];
  const [d1, d2] = days.split('-').map(Number) as [number, number];
  const [from, to] = range.split('-') as [string, string];
  return { days: [d1, d2], from: minutes(from), to: minutes(to), timeZone };
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Whether agents work at this moment. */
export function isWithinHours(h: ChatHours, at: Date): boolean {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: h.timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((p) => [p.type, p.value]),
  );
  const day = WEEKDAYS[parts.weekday!]!;
  const now = Number(parts.hour) * 60 + Number(parts.minute);
  const [d1, d2] = h.days;
  const dayOk = d1 <= d2 ? day >= d1 && day <= d2 : day >= d1 || day <= d2;
  return dayOk && now >= h.from && now < h.to;
}

/** The hours in words for the visitor, e.g. "Mon–Fri 09:00–18:00 (Asia/Shanghai)"; weekday names in their language. */
export function describeHours(h: ChatHours, lang: string): string {
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const dayName = (n: number) => new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const days = h.days[0] === h.days[1] ? dayName(h.days[0]) : `${dayName(h.days[0])}–${dayName(h.days[1])}`;
  return `${days} ${hhmm(h.from)}–${hhmm(h.to)} (${h.timeZone})`;
}
