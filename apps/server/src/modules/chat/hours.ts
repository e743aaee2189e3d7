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

/**
 * The hours in words for the visitor, e.g. "Mon–Fri 09:00–18:00 China Standard Time (GMT+8)":
 * weekday and zone names in their language (a raw IANA name such as "Asia/Shanghai" means little
 * to a buyer), with the zone's offset from GMT at `at` (it changes with summer time).
 */
export function describeHours(h: ChatHours, lang: string, at: Date = new Date()): string {
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const dayName = (n: number) => new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, n)));
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const days = h.days[0] === h.days[1] ? dayName(h.days[0]) : `${dayName(h.days[0])}–${dayName(h.days[1])}`;
  const zoneName = (style: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(lang, { timeZone: h.timeZone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? h.timeZone;
  const name = zoneName('longGeneric');
  const offset = zoneName('shortOffset');
  // A zone without a name of its own is already called by its offset ("GMT+03:00"): say it once.
  const fullWidth = lang === 'zh-CN' || lang === 'ja';
  const zone = /^(GMT|UTC)([+\-−]|$)/.test(name) ? name : fullWidth ? `${name}（${offset}）` : `${name} (${offset})`;
  return `${days} ${hhmm(h.from)}–${hhmm(h.to)} ${zone}`;
}
