import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allocate,
  latestDates,
  minutesUntil,
  planWithIncoming,
  shipDates,
  type Transit,
  type WarehouseCalendar,
} from './delivery.js';

const MON_FRI = 0b0011111;
const EVERY_DAY = 0b1111111;
const NO_TRANSIT: Transit = { daysMin: 0, daysMax: 0 };

/** Tokyo, cutoff 15:00 JST (06:00Z, Japan has no DST), Monday–Friday. */
const tokyo: WarehouseCalendar = { timeZone: 'Asia/Tokyo', cutoffMinute: 15 * 60, workingDays: MON_FRI, holidays: [] };
/** New York, cutoff 14:00 local (19:00Z in winter, 18:00Z in summer), Monday–Friday. */
const newYork: WarehouseCalendar = { timeZone: 'America/New_York', cutoffMinute: 14 * 60, workingDays: MON_FRI, holidays: [] };

const at = (iso: string) => new Date(iso);

/** `n` consecutive 'YYYY-MM-DD' dates from `from` on. */
function days(from: string, n: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

describe('shipDates: the cutoff', () => {
  it('ships today in Tokyo up to one minute before the cutoff, the next working day from the cutoff on', () => {
    // Wednesday 2026-11-25, 14:59 JST
    expect(shipDates(at('2026-11-25T05:59:00Z'), tokyo, NO_TRANSIT)).toEqual({
      shipsOn: '2026-11-25',
      cutoffAt: '2026-11-25T06:00:00.000Z',
      arrivesFrom: '2026-11-25',
      arrivesBy: '2026-11-25',
    });
    expect(shipDates(at('2026-11-25T05:59:59.999Z'), tokyo, NO_TRANSIT).shipsOn).toBe('2026-11-25');
    // 15:00 and 15:01 JST
    expect(shipDates(at('2026-11-25T06:00:00Z'), tokyo, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
    expect(shipDates(at('2026-11-25T06:01:00Z'), tokyo, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
  });

  it('reads the cutoff in New York time (EST, UTC−5 in November)', () => {
    // Wednesday 2026-11-25 13:59 EST = 18:59Z; the cutoff 14:00 EST = 19:00Z
    expect(shipDates(at('2026-11-25T18:59:00Z'), newYork, NO_TRANSIT)).toMatchObject({
      shipsOn: '2026-11-25',
      cutoffAt: '2026-11-25T19:00:00.000Z',
    });
    expect(shipDates(at('2026-11-25T19:01:00Z'), newYork, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
  });

  it('a cutoff at minute 0 never ships the same day', () => {
    const cal = { ...tokyo, cutoffMinute: 0 };
    expect(shipDates(at('2026-11-24T15:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null }); // Wed 00:00 JST
  });
});

describe('shipDates: the local date, not the UTC date', () => {
  it('2026-12-01T15:30Z is already Wednesday Dec 2 in Tokyo, before its cutoff', () => {
    expect(shipDates(at('2026-12-01T15:30:00Z'), tokyo, NO_TRANSIT)).toMatchObject({
      shipsOn: '2026-12-02',
      cutoffAt: '2026-12-02T06:00:00.000Z',
    });
  });

  it('Tokyo one minute before and after local midnight: Thursday night ships Friday, Friday 00:30 ships Friday before its cutoff', () => {
    // Thu 2026-12-03 23:59 JST (14:59Z): past Thursday's cutoff
    expect(shipDates(at('2026-12-03T14:59:00Z'), tokyo, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-12-04', cutoffAt: null });
    // Fri 2026-12-04 00:01 JST (still Thursday in UTC)
    expect(shipDates(at('2026-12-03T15:01:00Z'), tokyo, NO_TRANSIT)).toMatchObject({
      shipsOn: '2026-12-04',
      cutoffAt: '2026-12-04T06:00:00.000Z',
    });
  });

  it('New York: Sunday 23:59 local (Monday in UTC) ships Monday without a cutoff; Monday 00:00 local ships Monday before 19:00Z', () => {
    expect(shipDates(at('2026-12-07T04:59:00Z'), newYork, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-12-07', cutoffAt: null });
    expect(shipDates(at('2026-12-07T05:00:00Z'), newYork, NO_TRANSIT)).toMatchObject({
      shipsOn: '2026-12-07',
      cutoffAt: '2026-12-07T19:00:00.000Z',
    });
  });
});

describe('shipDates: working days', () => {
  it('Friday after the cutoff ships on Monday', () => {
    expect(shipDates(at('2026-11-27T06:00:00Z'), tokyo, NO_TRANSIT).shipsOn).toBe('2026-11-30');
  });

  it('a Saturday or Sunday order ships on Monday, without a cutoff even before the cutoff time', () => {
    expect(shipDates(at('2026-11-28T01:00:00Z'), tokyo, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-30', cutoffAt: null });
    expect(shipDates(at('2026-11-29T01:00:00Z'), tokyo, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-30', cutoffAt: null });
  });

  it('a holiday Monday moves the Friday-evening order to Tuesday', () => {
    const cal = { ...tokyo, holidays: ['2026-11-30'] };
    expect(shipDates(at('2026-11-27T06:00:00Z'), cal, NO_TRANSIT).shipsOn).toBe('2026-12-01');
  });

  it('no same-day shipping on a holiday, even before the cutoff', () => {
    const cal = { ...tokyo, holidays: ['2026-11-25'] };
    expect(shipDates(at('2026-11-25T01:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
  });
});

describe('shipDates: daylight saving time', () => {
  const berlin: WarehouseCalendar = { timeZone: 'Europe/Berlin', cutoffMinute: 14 * 60, workingDays: EVERY_DAY, holidays: [] };

  it('Berlin on 2026-03-29 (clocks go forward at 02:00): the 14:00 cutoff is 12:00Z, the day before 13:00Z', () => {
    // 00:30Z is 01:30 CET, before the change; the cutoff is still read after it
    expect(shipDates(at('2026-03-29T00:30:00Z'), berlin, NO_TRANSIT).cutoffAt).toBe('2026-03-29T12:00:00.000Z');
    expect(shipDates(at('2026-03-29T11:59:00Z'), berlin, NO_TRANSIT)).toMatchObject({
      shipsOn: '2026-03-29',
      cutoffAt: '2026-03-29T12:00:00.000Z',
    });
    expect(shipDates(at('2026-03-29T12:00:00Z'), berlin, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-03-30', cutoffAt: null });
    expect(shipDates(at('2026-03-28T12:30:00Z'), berlin, NO_TRANSIT).cutoffAt).toBe('2026-03-28T13:00:00.000Z');
  });

  it('New York on 2026-03-08 (clocks go forward): the 14:00 cutoff is 18:00Z, even at 01:30 EST', () => {
    const cal = { ...newYork, workingDays: EVERY_DAY };
    expect(shipDates(at('2026-03-08T06:30:00Z'), cal, NO_TRANSIT).cutoffAt).toBe('2026-03-08T18:00:00.000Z');
    expect(shipDates(at('2026-03-08T17:59:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-03-08', cutoffAt: '2026-03-08T18:00:00.000Z' });
    expect(shipDates(at('2026-03-08T18:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-03-09', cutoffAt: null });
    expect(shipDates(at('2026-03-07T12:00:00Z'), cal, NO_TRANSIT).cutoffAt).toBe('2026-03-07T19:00:00.000Z');
  });

  it('New York on 2026-11-01 (clocks go back): the 14:00 cutoff is 19:00Z, even at 01:00 EDT', () => {
    const cal = { ...newYork, workingDays: EVERY_DAY };
    expect(shipDates(at('2026-11-01T05:00:00Z'), cal, NO_TRANSIT).cutoffAt).toBe('2026-11-01T19:00:00.000Z');
    expect(shipDates(at('2026-11-01T18:59:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-01', cutoffAt: '2026-11-01T19:00:00.000Z' });
    expect(shipDates(at('2026-11-01T19:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-02', cutoffAt: null });
    expect(shipDates(at('2026-10-31T12:00:00Z'), cal, NO_TRANSIT).cutoffAt).toBe('2026-10-31T18:00:00.000Z');
  });
});

describe('allocate', () => {
  const sources = [
    { warehouseId: 1, available: 3 },
    { warehouseId: 2, available: 5 },
    { warehouseId: 3, available: 4 },
  ];

  it('takes from the sources in their order, across three', () => {
    expect(allocate(2, sources)).toEqual([{ warehouseId: 1, quantity: 2 }]);
    expect(allocate(10, sources)).toEqual([
      { warehouseId: 1, quantity: 3 },
      { warehouseId: 2, quantity: 5 },
      { warehouseId: 3, quantity: 2 },
    ]);
  });

  it('an exact fit takes everything; one more is null', () => {
    expect(allocate(12, sources)).toEqual([
      { warehouseId: 1, quantity: 3 },
      { warehouseId: 2, quantity: 5 },
      { warehouseId: 3, quantity: 4 },
    ]);
    expect(allocate(13, sources)).toBeNull();
  });

  it('quantity 0 or negative allocates nothing', () => {
    expect(allocate(0, sources)).toEqual([]);
    expect(allocate(-3, sources)).toEqual([]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('negative available counts as 0 and a source with nothing gets no line', () => {
    const s = [
      { warehouseId: 1, available: -4 },
      { warehouseId: 2, available: 0 },
      { warehouseId: 3, available: 2 },
    ];
    expect(allocate(2, s)).toEqual([{ warehouseId: 3, quantity: 2 }]);
    expect(allocate(3, s)).toBeNull();
  });
});

describe('planWithIncoming', () => {
  it('shelf stock first in source order, then incoming by earliest expectedOn, then short', () => {
    const plan = planWithIncoming(
      20,
      [
        { warehouseId: 2, available: 3 },
        { warehouseId: 1, available: 2 },
      ],
      [
        { warehouseId: 1, quantity: 4, expectedOn: '2026-12-20' },
        { warehouseId: 3, quantity: 6, expectedOn: '2026-12-05' },
        { warehouseId: 2, quantity: 1, expectedOn: '2026-12-10' },
      ],
    );
    expect(plan).toEqual({
      fromStock: [
        { warehouseId: 2, quantity: 3 },
        { warehouseId: 1, quantity: 2 },
      ],
      fromIncoming: [
        { warehouseId: 3, quantity: 6, expectedOn: '2026-12-05' },
        { warehouseId: 2, quantity: 1, expectedOn: '2026-12-10' },
        { warehouseId: 1, quantity: 4, expectedOn: '2026-12-20' },
      ],
      short: 4,
    });
  });
});

describe('latestDates', () => {
  it('takes the latest arrivesFrom and the latest arrivesBy; null for no shipments', () => {
    expect(
      latestDates([
        { arrivesFrom: '2026-12-03', arrivesBy: '2026-12-10' },
        { arrivesFrom: '2026-12-05', arrivesBy: '2026-12-08' },
      ]),
    ).toEqual({ arrivesFrom: '2026-12-05', arrivesBy: '2026-12-10' });
    expect(latestDates([])).toBeNull();
  });
});

describe('minutesUntil', () => {
  it('floors the minutes to an instant and never goes negative', () => {
    const now = at('2026-11-25T03:45:30Z');
    expect(minutesUntil(now, '2026-11-25T06:00:00.000Z')).toBe(134); // 2 h 14 min 30 s
    expect(minutesUntil(now, '2026-11-25T06:00:30.000Z')).toBe(135);
    expect(minutesUntil(now, '2026-11-25T03:45:30.000Z')).toBe(0);
    expect(minutesUntil(now, '2026-11-25T03:00:00.000Z')).toBe(0);
  });
});

describe('shipDates: the weekday bitmask (bit 0 = Monday … bit 6 = Sunday)', () => {
  // Wednesday 2026-11-25 15:00 JST, past the cutoff
  const wedEvening = at('2026-11-25T06:00:00Z');
  it.each([
    [0b0000001, '2026-11-30'], // Monday
    [0b0000010, '2026-12-01'], // Tuesday
    [0b0000100, '2026-12-02'], // Wednesday: next week's
    [0b0001000, '2026-11-26'], // Thursday
    [0b0100000, '2026-11-28'], // Saturday
    [0b1000000, '2026-11-29'], // Sunday
  ])('workingDays %i ships on %s', (workingDays, shipsOn) => {
    expect(shipDates(wedEvening, { ...tokyo, workingDays }, NO_TRANSIT).shipsOn).toBe(shipsOn);
  });

  it('a warehouse working Saturdays ships a Friday-evening order on Saturday, and a Saturday order the same day', () => {
    const cal = { ...tokyo, workingDays: 0b0111111 };
    expect(shipDates(at('2026-11-27T06:00:00Z'), cal, NO_TRANSIT).shipsOn).toBe('2026-11-28');
    expect(shipDates(at('2026-11-28T01:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-28', cutoffAt: '2026-11-28T06:00:00.000Z' });
  });

  it('holidays stop a warehouse working every day too, weekends included', () => {
    const cal = { ...tokyo, workingDays: EVERY_DAY, holidays: ['2026-11-28', '2026-11-29'] };
    expect(shipDates(at('2026-11-28T01:00:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-30', cutoffAt: null });
  });
});

describe('shipDates: Chinese Spring Festival 2026 (holidays 15–23 February)', () => {
  /** Shanghai, cutoff 16:00 CST (08:00Z). */
  const shanghai: WarehouseCalendar = {
    timeZone: 'Asia/Shanghai',
    cutoffMinute: 16 * 60,
    workingDays: MON_FRI,
    holidays: days('2026-02-15', 9),
  };
  const transit: Transit = { daysMin: 1, daysMax: 3 };

  it('Friday 13 February after the cutoff ships on Tuesday 24th, the first day back', () => {
    expect(shipDates(at('2026-02-13T08:00:00Z'), shanghai, transit)).toEqual({
      shipsOn: '2026-02-24',
      cutoffAt: null,
      arrivesFrom: '2026-02-25',
      arrivesBy: '2026-02-27',
    });
  });

  it('Thursday 12th before the cutoff ships that day; its transit pauses over the festival', () => {
    expect(shipDates(at('2026-02-12T07:59:00Z'), shanghai, transit)).toEqual({
      shipsOn: '2026-02-12',
      cutoffAt: '2026-02-12T08:00:00.000Z',
      arrivesFrom: '2026-02-13',
      arrivesBy: '2026-02-25',
    });
  });

  it('an order in the middle of the festival, before the cutoff time, waits for the 24th', () => {
    expect(shipDates(at('2026-02-18T02:00:00Z'), shanghai, transit)).toMatchObject({ shipsOn: '2026-02-24', cutoffAt: null });
  });
});

describe('shipDates: cutoffs inside a DST change', () => {
  it('a cutoff at a time skipped when clocks go forward (Berlin 02:30 on 2026-03-29) falls at 03:30 CEST', () => {
    const cal: WarehouseCalendar = { timeZone: 'Europe/Berlin', cutoffMinute: 150, workingDays: EVERY_DAY, holidays: [] };
    expect(shipDates(at('2026-03-29T00:30:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-03-29', cutoffAt: '2026-03-29T01:30:00.000Z' });
    expect(shipDates(at('2026-03-29T01:30:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-03-30', cutoffAt: null });
  });

  it('New York 02:30 on 2026-03-08 (skipped) falls at 03:30 EDT = 07:30Z', () => {
    const cal = { ...newYork, cutoffMinute: 150, workingDays: EVERY_DAY };
    expect(shipDates(at('2026-03-08T06:00:00Z'), cal, NO_TRANSIT).cutoffAt).toBe('2026-03-08T07:30:00.000Z');
  });

  it('a cutoff at a time that happens twice (New York 01:30 on 2026-11-01) is its first occurrence, 01:30 EDT', () => {
    const cal = { ...newYork, cutoffMinute: 90, workingDays: EVERY_DAY };
    expect(shipDates(at('2026-11-01T05:29:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-01', cutoffAt: '2026-11-01T05:30:00.000Z' });
    // 01:15 EST, the second pass of the clock: the cutoff has passed
    expect(shipDates(at('2026-11-01T06:15:00Z'), cal, NO_TRANSIT)).toMatchObject({ shipsOn: '2026-11-02', cutoffAt: null });
  });
});

describe('shipDates: incoming stock (readyOn)', () => {
  // Wednesday 2026-11-25 10:00 JST, before the cutoff: stock on the shelf would ship today
  const wedMorning = at('2026-11-25T01:00:00Z');

  it('readyOn in the past counts from today: ships the next working day, never today', () => {
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-11-01')).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-11-24')).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
  });

  it('readyOn today ships the next working day', () => {
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-11-25')).toMatchObject({ shipsOn: '2026-11-26', cutoffAt: null });
  });

  it('readyOn in the future ships the first working day after it', () => {
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-12-03')).toMatchObject({ shipsOn: '2026-12-04', cutoffAt: null });
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-12-04')).toMatchObject({ shipsOn: '2026-12-07', cutoffAt: null }); // Friday → Monday
    expect(shipDates(wedMorning, tokyo, NO_TRANSIT, '2026-12-05')).toMatchObject({ shipsOn: '2026-12-07', cutoffAt: null }); // Saturday
    expect(shipDates(wedMorning, { ...tokyo, holidays: ['2026-12-07'] }, NO_TRANSIT, '2026-12-04').shipsOn).toBe('2026-12-08');
  });

  it('adds the transit to the incoming stock ship date', () => {
    expect(shipDates(wedMorning, tokyo, { daysMin: 2, daysMax: 4 }, '2026-12-04')).toEqual({
      shipsOn: '2026-12-07',
      cutoffAt: null,
      arrivesFrom: '2026-12-09',
      arrivesBy: '2026-12-11',
    });
  });

  it("'today' for readyOn is the warehouse's local date (already Wednesday 2 December in Tokyo at 2026-12-01T15:30Z)", () => {
    expect(shipDates(at('2026-12-01T15:30:00Z'), tokyo, NO_TRANSIT, '2026-12-01').shipsOn).toBe('2026-12-03');
  });
});

describe('shipDates: transit in carrier days (Monday–Friday, not a holiday)', () => {
  // Friday 2026-11-27 10:00 JST, before the cutoff: ships today
  const friMorning = at('2026-11-27T01:00:00Z');

  it('daysMin 0 arrives the day it ships; the weekend is skipped', () => {
    expect(shipDates(friMorning, tokyo, { daysMin: 0, daysMax: 2 })).toEqual({
      shipsOn: '2026-11-27',
      cutoffAt: '2026-11-27T06:00:00.000Z',
      arrivesFrom: '2026-11-27',
      arrivesBy: '2026-12-01',
    });
    expect(shipDates(friMorning, tokyo, { daysMin: 1, daysMax: 1 }).arrivesFrom).toBe('2026-11-30');
  });

  it("the calendar's holidays are skipped too", () => {
    const cal = { ...tokyo, holidays: ['2026-11-30'] };
    expect(shipDates(friMorning, cal, { daysMin: 1, daysMax: 2 })).toMatchObject({ arrivesFrom: '2026-12-01', arrivesBy: '2026-12-02' });
  });

  it('counts carrier days, not the warehouse working days: a warehouse working weekends still waits for Monday deliveries', () => {
    const cal = { ...tokyo, workingDays: EVERY_DAY };
    // Saturday 2026-11-28 10:00 JST ships that Saturday
    expect(shipDates(at('2026-11-28T01:00:00Z'), cal, { daysMin: 0, daysMax: 1 })).toMatchObject({
      shipsOn: '2026-11-28',
      arrivesFrom: '2026-11-28',
      arrivesBy: '2026-11-30',
    });
    // a Monday-only warehouse: the carrier still delivers Tuesday to Friday
    const mondays = { ...tokyo, workingDays: 0b0000001 };
    expect(shipDates(at('2026-11-30T01:00:00Z'), mondays, { daysMin: 1, daysMax: 4 })).toMatchObject({
      shipsOn: '2026-11-30',
      arrivesFrom: '2026-12-01',
      arrivesBy: '2026-12-04',
    });
  });

  it('a longer transit spans two weekends', () => {
    // Monday 2026-11-30 10:00 JST
    expect(shipDates(at('2026-11-30T01:00:00Z'), tokyo, { daysMin: 5, daysMax: 10 })).toMatchObject({
      arrivesFrom: '2026-12-07',
      arrivesBy: '2026-12-14',
    });
  });
});

describe("shipDates: the destination's holidays (a parcel from Shenzhen to Finland)", () => {
  /** Shenzhen: cutoff 16:00 CST (08:00Z), Monday–Saturday, no Chinese holiday in December. */
  const shenzhen: WarehouseCalendar = { timeZone: 'Asia/Shanghai', cutoffMinute: 16 * 60, workingDays: 0b0111111, holidays: [] };
  /** Finland at Christmas: Christmas Eve, Christmas Day, St Stephen's Day (Thu–Sat in 2026). */
  const FI_CHRISTMAS = ['2026-12-24', '2026-12-25', '2026-12-26'];
  const economy: Transit = { daysMin: 10, daysMax: 20 };
  // Friday 2026-12-11 10:00 CST, before the cutoff: ships today
  const friday11 = at('2026-12-11T02:00:00Z');

  it('without the destination the 10th carrier day is Christmas Day; with Finland it is Tuesday 29th', () => {
    expect(shipDates(friday11, shenzhen, economy)).toMatchObject({ shipsOn: '2026-12-11', arrivesFrom: '2026-12-25', arrivesBy: '2027-01-08' });
    expect(shipDates(friday11, shenzhen, economy, undefined, FI_CHRISTMAS)).toEqual({
      shipsOn: '2026-12-11',
      cutoffAt: '2026-12-11T08:00:00.000Z',
      arrivesFrom: '2026-12-29',
      arrivesBy: '2027-01-12',
    });
  });

  it('no promised day falls on 24–26 December, whatever the day ordered and the transit', () => {
    for (const start of days('2026-11-30', 28)) {
      for (const transit of [economy, { daysMin: 0, daysMax: 3 }, { daysMin: 4, daysMax: 8 }]) {
        const d = shipDates(at(`${start}T02:00:00Z`), shenzhen, transit, undefined, FI_CHRISTMAS);
        expect(FI_CHRISTMAS, `${start} ${transit.daysMin}..${transit.daysMax}`).not.toContain(d.arrivesFrom);
        expect(FI_CHRISTMAS, `${start} ${transit.daysMin}..${transit.daysMax}`).not.toContain(d.arrivesBy);
      }
    }
  });

  it('an arrival that would land on a destination holiday moves to the next working day (a same-day parcel on Christmas Eve arrives Monday 28th)', () => {
    // Thursday 2026-12-24 10:00 CST: Shenzhen works, Finland does not until Monday
    expect(shipDates(at('2026-12-24T02:00:00Z'), shenzhen, NO_TRANSIT, undefined, FI_CHRISTMAS)).toMatchObject({
      shipsOn: '2026-12-24',
      arrivesFrom: '2026-12-28',
      arrivesBy: '2026-12-28',
    });
    // one day: Wednesday 23rd ships, Thursday 24th is no delivery day, nor 25th/26th/27th
    expect(shipDates(at('2026-12-23T02:00:00Z'), shenzhen, { daysMin: 1, daysMax: 2 }, undefined, FI_CHRISTMAS)).toMatchObject({
      arrivesFrom: '2026-12-28',
      arrivesBy: '2026-12-29',
    });
  });

  it("skips both countries' holidays, and works with incoming stock (readyOn)", () => {
    const cal = { ...shenzhen, holidays: ['2026-12-14'] };
    // ships Friday 11th; Monday 14th (China) and 24th–26th (Finland) are no carrier days
    expect(shipDates(friday11, cal, { daysMin: 5, daysMax: 9 }, undefined, FI_CHRISTMAS)).toMatchObject({ arrivesFrom: '2026-12-21', arrivesBy: '2026-12-29' });
    // stock expected on Monday 21st ships Tuesday 22nd; two carrier days: Wednesday 23rd, then Monday 28th
    expect(shipDates(friday11, shenzhen, { daysMin: 2, daysMax: 2 }, '2026-12-21', FI_CHRISTMAS)).toMatchObject({
      shipsOn: '2026-12-22',
      arrivesFrom: '2026-12-28',
      arrivesBy: '2026-12-28',
    });
  });

  it('an omitted or empty list gives the old results, and the ship date never depends on the destination', () => {
    for (const start of days('2026-12-01', 31)) {
      const now = at(`${start}T02:00:00Z`);
      const old = shipDates(now, shenzhen, economy);
      expect(shipDates(now, shenzhen, economy, undefined, []), start).toEqual(old);
      expect(shipDates(now, shenzhen, economy, undefined, undefined), start).toEqual(old);
      expect(shipDates(now, shenzhen, economy, undefined, FI_CHRISTMAS), start).toMatchObject({ shipsOn: old.shipsOn, cutoffAt: old.cutoffAt });
    }
  });
});

describe('shipDates: broken calendars and bad input', () => {
  const wedEvening = at('2026-11-25T06:00:00Z');

  it('throws a clear error instead of looping when no day is ever a working day', () => {
    expect(() => shipDates(wedEvening, { ...tokyo, workingDays: 0 }, NO_TRANSIT)).toThrow(/no working day within 400 days/);
    expect(() => shipDates(wedEvening, { ...tokyo, holidays: days('2026-11-26', 420) }, NO_TRANSIT)).toThrow(/no working day within 400 days/);
    expect(() => shipDates(wedEvening, { ...tokyo, workingDays: 0 }, NO_TRANSIT, '2026-12-01')).toThrow(/no working day/);
  });

  it('a long but finite closure still finds the day after it', () => {
    // 300 holidays from Thursday 2026-11-26 to Tuesday 2027-09-21
    expect(shipDates(wedEvening, { ...tokyo, holidays: days('2026-11-26', 300) }, NO_TRANSIT).shipsOn).toBe('2027-09-22');
  });

  it('throws when the carrier never has a delivery day', () => {
    // A Saturday-only warehouse whose every weekday is a holiday
    const cal = { ...tokyo, workingDays: 0b0100000, holidays: days('2026-11-23', 600).filter((d) => ![0, 6].includes(new Date(d).getUTCDay())) };
    expect(shipDates(wedEvening, cal, NO_TRANSIT).shipsOn).toBe('2026-11-28');
    expect(() => shipDates(wedEvening, cal, { daysMin: 0, daysMax: 1 })).toThrow(/no delivery day/);
  });

  it('refuses a cutoff outside 0..1439, bad transit days, a malformed readyOn and an unknown zone', () => {
    for (const cutoffMinute of [-1, 1440, 1.5, Number.NaN]) {
      expect(() => shipDates(wedEvening, { ...tokyo, cutoffMinute }, NO_TRANSIT)).toThrow(/cutoffMinute/);
    }
    expect(shipDates(at('2026-11-25T14:58:00Z'), { ...tokyo, cutoffMinute: 1439 }, NO_TRANSIT).cutoffAt).toBe('2026-11-25T14:59:00.000Z');
    for (const transit of [
      { daysMin: -1, daysMax: 2 },
      { daysMin: 3, daysMax: 2 },
      { daysMin: 1.5, daysMax: 2 },
    ]) {
      expect(() => shipDates(wedEvening, tokyo, transit)).toThrow(/transit/);
    }
    for (const readyOn of ['2026-02-30', '2026-2-3', '', '2026-12-01T00:00:00Z']) {
      expect(() => shipDates(wedEvening, tokyo, NO_TRANSIT, readyOn)).toThrow(/invalid date/);
    }
    expect(() => shipDates(wedEvening, { ...tokyo, timeZone: 'Mars/Olympus_Mons' }, NO_TRANSIT)).toThrow(RangeError);
  });
});

describe("shipDates: the machine's own time zone does not matter", () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])('same dates with TZ=%s', (tz) => {
    process.env.TZ = tz;
    expect(shipDates(at('2026-12-01T15:30:00Z'), tokyo, { daysMin: 1, daysMax: 3 })).toEqual({
      shipsOn: '2026-12-02',
      cutoffAt: '2026-12-02T06:00:00.000Z',
      arrivesFrom: '2026-12-03',
      arrivesBy: '2026-12-07',
    });
  });
});

describe('allocate: more', () => {
  it('stops at the first sources that suffice and leaves later ones alone', () => {
    expect(
      allocate(5, [
        { warehouseId: 7, available: 5 },
        { warehouseId: 8, available: 100 },
      ]),
    ).toEqual([{ warehouseId: 7, quantity: 5 }]);
  });

  it('follows the given serving order, not the warehouse ids or sizes', () => {
    expect(
      allocate(4, [
        { warehouseId: 9, available: 1 },
        { warehouseId: 1, available: 10 },
      ]),
    ).toEqual([
      { warehouseId: 9, quantity: 1 },
      { warehouseId: 1, quantity: 3 },
    ]);
  });

  it('no sources: null for a positive quantity', () => {
    expect(allocate(1, [])).toBeNull();
  });
});

describe('planWithIncoming: more', () => {
  const incoming = [
    { warehouseId: 1, quantity: 2, expectedOn: '2026-12-10' },
    { warehouseId: 2, quantity: 2, expectedOn: '2026-12-03' },
  ];

  it('takes nothing incoming when the shelf suffices', () => {
    expect(planWithIncoming(3, [{ warehouseId: 1, available: 3 }], incoming)).toEqual({
      fromStock: [{ warehouseId: 1, quantity: 3 }],
      fromIncoming: [],
      short: 0,
    });
  });

  it('takes only what is still missing from the earliest incoming stock', () => {
    expect(planWithIncoming(4, [{ warehouseId: 1, available: 3 }], incoming)).toEqual({
      fromStock: [{ warehouseId: 1, quantity: 3 }],
      fromIncoming: [{ warehouseId: 2, quantity: 1, expectedOn: '2026-12-03' }],
      short: 0,
    });
  });

  it('keeps the given order for incoming stock due the same day, and does not reorder the caller’s array', () => {
    const sameDay = [
      { warehouseId: 5, quantity: 1, expectedOn: '2026-12-09' },
      { warehouseId: 3, quantity: 1, expectedOn: '2026-12-04' },
      { warehouseId: 4, quantity: 1, expectedOn: '2026-12-04' },
    ];
    const copy = structuredClone(sameDay);
    expect(planWithIncoming(2, [], sameDay).fromIncoming.map((a) => a.warehouseId)).toEqual([3, 4]);
    expect(sameDay).toEqual(copy);
  });

  it('negative stock and empty incoming lines count as nothing; nothing anywhere is all short', () => {
    expect(
      planWithIncoming(
        3,
        [{ warehouseId: 1, available: -2 }],
        [
          { warehouseId: 1, quantity: 0, expectedOn: '2026-12-01' },
          { warehouseId: 2, quantity: -1, expectedOn: '2026-12-02' },
          { warehouseId: 3, quantity: 1, expectedOn: '2026-12-03' },
        ],
      ),
    ).toEqual({ fromStock: [], fromIncoming: [{ warehouseId: 3, quantity: 1, expectedOn: '2026-12-03' }], short: 2 });
    expect(planWithIncoming(5, [], [])).toEqual({ fromStock: [], fromIncoming: [], short: 5 });
  });

  it('quantity 0 or negative plans nothing and is not short', () => {
    const empty = { fromStock: [], fromIncoming: [], short: 0 };
    expect(planWithIncoming(0, [{ warehouseId: 1, available: 3 }], incoming)).toEqual(empty);
    expect(planWithIncoming(-2, [{ warehouseId: 1, available: 3 }], incoming)).toEqual(empty);
  });
});

describe('latestDates: more', () => {
  it('one shipment is its own dates; dates compare across months and years', () => {
    expect(latestDates([{ arrivesFrom: '2026-12-03', arrivesBy: '2026-12-10' }])).toEqual({ arrivesFrom: '2026-12-03', arrivesBy: '2026-12-10' });
    expect(
      latestDates([
        { arrivesFrom: '2027-01-04', arrivesBy: '2027-01-06' },
        { arrivesFrom: '2026-12-31', arrivesBy: '2027-01-11' },
        { arrivesFrom: '2026-12-30', arrivesBy: '2026-12-31' },
      ]),
    ).toEqual({ arrivesFrom: '2027-01-04', arrivesBy: '2027-01-11' });
  });

  it("takes shipDates' results as they are", () => {
    const a = shipDates(at('2026-11-25T01:00:00Z'), tokyo, { daysMin: 1, daysMax: 2 });
    const b = shipDates(at('2026-11-25T01:00:00Z'), tokyo, { daysMin: 1, daysMax: 2 }, '2026-12-01');
    expect(latestDates([a, b])).toEqual({ arrivesFrom: '2026-12-03', arrivesBy: '2026-12-04' });
  });
});

describe('minutesUntil: more', () => {
  it("counts down to shipDates' cutoff: ships today if ordered within 2 h 15 min", () => {
    const now = at('2026-11-25T03:45:00Z'); // 12:45 JST
    const { cutoffAt } = shipDates(now, tokyo, NO_TRANSIT);
    expect(minutesUntil(now, cutoffAt!)).toBe(135);
  });

  it('refuses a malformed instant instead of returning NaN', () => {
    expect(() => minutesUntil(at('2026-11-25T03:45:00Z'), 'soon')).toThrow(/invalid instant/);
  });
});

describe('the module', () => {
  it('imports nothing (no zod: the buyer’s browse chunk loads it) and is the contract’s ./delivery subpath', () => {
    const source = readFileSync(new URL('./delivery.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/['"]zod['"]|\bimport\(/);
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, string> };
    expect(pkg.exports['./delivery']).toBe('./src/delivery.ts');
  });
});
