// Delivery dates and stock allocation (issue 28: stock per warehouse, "ships today, arrives by").
// Pure and zod-free: the buyer's browse chunk imports this file (@netshop/contract/delivery), the
// server computes the same dates with it. No date library: a warehouse's local date and time are
// read with Intl.DateTimeFormat in its IANA zone, and calendar arithmetic is done on 'YYYY-MM-DD'
// strings as UTC dates, so the machine's own zone never matters.

/** A warehouse's shipping calendar. */
export interface WarehouseCalendar {
  /** IANA zone, e.g. 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'. */
  timeZone: string;
  /** Minutes after local midnight (0..1439): orders placed before it ship that working day. */
  cutoffMinute: number;
  /** Bitmask of ISO weekdays: bit 0 = Monday … bit 6 = Sunday (Mon–Fri = 0b0011111 = 31). */
  workingDays: number;
  /** 'YYYY-MM-DD' local dates the warehouse's country does not work. */
  holidays: readonly string[];
}

/** Transit of a carrier (shipping method) from a warehouse to a destination country, in working days. */
export interface Transit {
  daysMin: number;
  daysMax: number;
}

export interface ShipDates {
  /** 'YYYY-MM-DD', warehouse-local date the parcel leaves. */
  shipsOn: string;
  /** ISO instant (UTC, toISOString) of today's cutoff when ordering now ships today; null otherwise. */
  cutoffAt: string | null;
  /** 'YYYY-MM-DD' */
  arrivesFrom: string;
  /** 'YYYY-MM-DD' */
  arrivesBy: string;
}

/** Days a search for the next working (or delivery) day may look ahead before the calendar is declared broken. */
const SEARCH_LIMIT_DAYS = 400;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Monday–Friday in the workingDays bitmask: carriers deliver on these days only. */
const CARRIER_DAYS = 0b0011111;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → ms of that date's UTC midnight; throws on a malformed or impossible date. */
function dateToUtcMs(date: string): number {
  const m = DATE_RE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || utcMsToDate(ms) !== date) throw new RangeError(`invalid date (YYYY-MM-DD expected): ${date}`);
  return ms;
}

function utcMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * DAY_MS);
}

/** ISO weekday index: 0 = Monday … 6 = Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(dateToUtcMs(date)).getUTCDay() + 6) % 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time in `timeZone` at instant `ms`, written as if it were a UTC instant (whole seconds). */
function wallClockMs(ms: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  // Some engines print midnight as hour 24 even with h23; Date.UTC rolls it over correctly either way.
  return Date.UTC(p.year, p.month - 1, p.day, p.hour === 24 ? 0 : p.hour, p.minute, p.second);
}

/** The zone's offset from UTC at instant `ms`, in ms (Tokyo: +9 h). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/** The local date ('YYYY-MM-DD') in `timeZone` at instant `now`. */
function localDate(now: Date, timeZone: string): string {
  return utcMsToDate(wallClockMs(now.getTime(), timeZone));
}

/**
 * The UTC instant of a local date and minute in `timeZone`. Across DST it disambiguates as
 * Temporal's 'compatible' does: a time repeated when clocks go back is its first (earlier)
 * occurrence; a time skipped when clocks go forward is moved forward by the gap (02:30 → 03:30).
 */
function zonedInstant(date: string, minute: number, timeZone: string): number {
  const wall = dateToUtcMs(date) + minute * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [wall - before, wall - after].filter((t, i) => offsetAt(t, timeZone) === (i === 0 ? before : after));
  if (valid.length > 0) return Math.min(...valid);
  return wall - before;
}

function isWorkingDay(date: string, workingDays: number, holidays: ReadonlySet<string>): boolean {
  return ((workingDays >> weekdayIndex(date)) & 1) === 1 && !holidays.has(date);
}

/** The first working day strictly after `date`. */
function nextWorkingDay(date: string, cal: WarehouseCalendar, holidays: ReadonlySet<string>): string {
  let d = date;
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i++) {
    d = addDays(d, 1);
    if (isWorkingDay(d, cal.workingDays, holidays)) return d;
  }
  throw new Error(
    `no working day within ${SEARCH_LIMIT_DAYS} days after ${date} in the warehouse calendar (${cal.timeZone}, workingDays ${cal.workingDays}, ${cal.holidays.length} holidays)`,
  );
}

/** `date` plus `days` carrier days (Monday–Friday, not a holiday); 0 = `date` itself. */
function addCarrierDays(date: string, days: number, holidays: ReadonlySet<string>): string {
  let d = date;
  for (let left = days, idle = 0; left > 0; ) {
    d = addDays(d, 1);
    if (isWorkingDay(d, CARRIER_DAYS, holidays)) {
      left--;
      idle = 0;
    } else if (++idle >= SEARCH_LIMIT_DAYS) {
      throw new Error(`no delivery day (Monday–Friday, not a holiday) within ${SEARCH_LIMIT_DAYS} days after ${date}`);
    }
  }
  return d;
}

/**
 * The arrival `shipsOn` plus `days` carrier days when the destination has holidays too: counted
 * days skip both countries' holidays, and an arrival that would fall on a destination holiday
 * (a 0-day transit on the ship day) moves to the next carrier day.
 */
function arrivalDay(shipsOn: string, days: number, holidays: ReadonlySet<string>, destination: ReadonlySet<string> | null): string {
  if (!destination) return addCarrierDays(shipsOn, days, holidays);
  const both = new Set([...holidays, ...destination]);
  const d = addCarrierDays(shipsOn, days, both);
  return destination.has(d) ? addCarrierDays(d, 1, both) : d;
}

function checkCalendar(cal: WarehouseCalendar, transit: Transit): void {
  if (!Number.isInteger(cal.cutoffMinute) || cal.cutoffMinute < 0 || cal.cutoffMinute > 1439) {
    throw new RangeError(`cutoffMinute must be an integer 0..1439: ${cal.cutoffMinute}`);
  }
  if (!Number.isInteger(transit.daysMin) || !Number.isInteger(transit.daysMax) || transit.daysMin < 0 || transit.daysMax < transit.daysMin) {
    throw new RangeError(`transit days must be integers with 0 <= daysMin <= daysMax: ${transit.daysMin}..${transit.daysMax}`);
  }
}

/**
 * When a parcel leaves the warehouse and arrives. `readyOn` ('YYYY-MM-DD') is the date incoming
 * stock is expected at the warehouse; omitted = on the shelf now.
 *
 * On the shelf: ordered on a working day before the local cutoff, it ships today (cutoffAt = the
 * cutoff's instant); otherwise on the next working day. Incoming: received on max(readyOn, today),
 * it ships on the first working day after that. Arrival counts carrier days (Monday–Friday, not a
 * holiday of the warehouse's calendar) after shipsOn: daysMin for arrivesFrom, daysMax for arrivesBy.
 *
 * `destinationHolidays` ('YYYY-MM-DD', the buyer's country): its holidays are no carrier days
 * either, and no parcel arrives on one (a parcel from Shenzhen to Finland is not promised for
 * Christmas Day). Omitted: only the warehouse's calendar counts, as before.
 */
export function shipDates(now: Date, cal: WarehouseCalendar, transit: Transit, readyOn?: string, destinationHolidays?: readonly string[]): ShipDates {
  checkCalendar(cal, transit);
  const holidays = new Set(cal.holidays);
  const today = localDate(now, cal.timeZone);
  let shipsOn: string;
  let cutoffAt: string | null = null;
  if (readyOn === undefined) {
    const cutoff = zonedInstant(today, cal.cutoffMinute, cal.timeZone);
    if (isWorkingDay(today, cal.workingDays, holidays) && now.getTime() < cutoff) {
      shipsOn = today;
      cutoffAt = new Date(cutoff).toISOString();
    } else {
      shipsOn = nextWorkingDay(today, cal, holidays);
    }
  } else {
    dateToUtcMs(readyOn);
    shipsOn = nextWorkingDay(readyOn > today ? readyOn : today, cal, holidays);
  }
  const destination = destinationHolidays?.length ? new Set(destinationHolidays) : null;
  return {
    shipsOn,
    cutoffAt,
    arrivesFrom: arrivalDay(shipsOn, transit.daysMin, holidays, destination),
    arrivesBy: arrivalDay(shipsOn, transit.daysMax, holidays, destination),
  };
}

/** The later of several shipments' dates (one shipment for the whole order: the latest date applies); null for none. */
export function latestDates(
  list: readonly Pick<ShipDates, 'arrivesFrom' | 'arrivesBy'>[],
): { arrivesFrom: string; arrivesBy: string } | null {
  if (list.length === 0) return null;
  let { arrivesFrom, arrivesBy } = list[0];
  for (const d of list) {
    if (d.arrivesFrom > arrivesFrom) arrivesFrom = d.arrivesFrom;
    if (d.arrivesBy > arrivesBy) arrivesBy = d.arrivesBy;
  }
  return { arrivesFrom, arrivesBy };
}

export interface StockSource {
  warehouseId: number;
  available: number;
}

export interface Allocation {
  warehouseId: number;
  quantity: number;
}

/** What a source can give: negative (oversold) or missing stock counts as 0. */
function usable(n: number): number {
  return n > 0 ? n : 0;
}

/**
 * Takes `quantity` from the sources in their order (the serving order for the destination);
 * null when together they hold less. quantity <= 0 → []. Negative available counts as 0.
 */
export function allocate(quantity: number, sources: readonly StockSource[]): Allocation[] | null {
  const out: Allocation[] = [];
  const left = takeInOrder(quantity, sources, (s) => s.available, (s, take) => out.push({ warehouseId: s.warehouseId, quantity: take }));
  return left > 0 ? null : out;
}

/** Takes up to `quantity` from `items` in their order, calling `took` for each non-empty take; returns what is left. */
function takeInOrder<T>(quantity: number, items: readonly T[], has: (item: T) => number, took: (item: T, take: number) => void): number {
  let left = quantity > 0 ? quantity : 0;
  for (const item of items) {
    if (left <= 0) break;
    const take = Math.min(left, usable(has(item)));
    if (take > 0) {
      took(item, take);
      left -= take;
    }
  }
  return left;
}

export interface IncomingSource {
  warehouseId: number;
  quantity: number;
  expectedOn: string;
}

export interface StockPlan {
  fromStock: Allocation[];
  fromIncoming: (Allocation & { expectedOn: string })[];
  short: number;
}

/**
 * What the buyer's page shows for a quantity: on-shelf stock first (in source order), then
 * incoming stock by earliest expectedOn (equal dates keep their order), then what nobody has (short).
 */
export function planWithIncoming(
  quantity: number,
  sources: readonly StockSource[],
  incoming: readonly IncomingSource[],
): StockPlan {
  const plan: StockPlan = { fromStock: [], fromIncoming: [], short: 0 };
  const afterStock = takeInOrder(quantity, sources, (s) => s.available, (s, take) =>
    plan.fromStock.push({ warehouseId: s.warehouseId, quantity: take }),
  );
  // A stable sort: incoming stock due the same day keeps the caller's order.
  const byDate = [...incoming].sort((a, b) => (a.expectedOn < b.expectedOn ? -1 : a.expectedOn > b.expectedOn ? 1 : 0));
  plan.short = takeInOrder(afterStock, byDate, (s) => s.quantity, (s, take) =>
    plan.fromIncoming.push({ warehouseId: s.warehouseId, quantity: take, expectedOn: s.expectedOn }),
  );
  return plan;
}

/** Minutes from now to an ISO instant, floored, never negative (for "ships today if ordered within 2 h 15 min"). */
export function minutesUntil(now: Date, iso: string): number {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new RangeError(`invalid instant: ${iso}`);
  return Math.max(0, Math.floor((at - now.getTime()) / MINUTE_MS));
}
