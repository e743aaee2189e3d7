import { describe, expect, it } from 'vitest';
import { describeHours, isWithinHours, parseChatHours } from './hours.js';

describe('chat working hours', () => {
  const weekdays = parseChatHours('1-5 09:00-18:00', 'Asia/Shanghai');

  it('follow the shop’s time zone, not the server’s or the visitor’s', () => {
    // Tuesday 2026-11-24 01:30 UTC is 09:30 in Shanghai: open; 10:30 UTC is 18:30 there: closed.
    expect(isWithinHours(weekdays, new Date('2026-11-24T01:30:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, new Date('2026-11-24T10:30:00Z'))).toBe(false);
    // Friday 23:30 UTC is Saturday 07:30 in Shanghai: closed.
    expect(isWithinHours(weekdays, new Date('2026-11-27T23:30:00Z'))).toBe(false);
    // The end is exclusive, the start inclusive.
    expect(isWithinHours(weekdays, new Date('2026-11-24T01:00:00Z'))).toBe(true);
    expect(isWithinHours(weekdays, new Date('2026-11-24T10:00:00Z'))).toBe(false);
  });

  it('can be always open, or wrap around the week', () => {
    const always = parseChatHours('1-7 00:00-24:00', 'UTC');
    expect(isWithinHours(always, new Date('2026-11-29T23:59:00Z'))).toBe(true);
    const weekend = parseChatHours('6-1 10:00-16:00', 'Europe/Helsinki');
    expect(isWithinHours(weekend, new Date('2026-11-29T10:00:00Z'))).toBe(true); // Sunday 12:00 in Helsinki
    expect(isWithinHours(weekend, new Date('2026-11-25T10:00:00Z'))).toBe(false); // Wednesday
  });

  it('are described in the visitor’s language', () => {
    expect(describeHours(weekdays, 'en')).toBe('Mon–Fri 09:00–18:00 (Asia/Shanghai)');
    expect(describeHours(weekdays, 'fi')).toBe('ma–pe 09:00–18:00 (Asia/Shanghai)');
  });
});
