import { describe, expect, it } from 'vitest';
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
