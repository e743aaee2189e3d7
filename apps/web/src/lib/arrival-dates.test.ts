import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, hoursAndMinutes } from './arrival-dates';

describe('arrival dates', () => {
  it('prints a calendar day in the buyer’s language, never shifted by the visitor’s zone', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('Tue, Dec 1');
    expect(formatDay('2026-12-01', 'fi')).toMatch(/^ti 1\.12\.?$/);
    expect(formatDay('2026-12-01', 'ja')).toContain('12月1日');
    expect(formatDay('2026-12-01', 'zh-CN')).toContain('12月1日');
    expect(formatDay('2026-12-01', 'fr', false)).toBe('1 déc.');
  });
  it('prints a range, or one day when both ends agree', () => {
    expect(formatDayRange('2026-12-01', '2026-12-01', 'en')).toBe(formatDay('2026-12-01', 'en'));
    const r = formatDayRange('2026-12-01', '2026-12-03', 'en');
    expect(r).toContain('1');
    expect(r).toContain('3');
    expect(r).not.toBe(formatDay('2026-12-01', 'en'));
  });
  it('writes both ends of a Chinese or Japanese range as days, never as numeric months', () => {
    expect(formatDayRange('2026-12-02', '2026-12-07', 'zh-CN')).toBe('12月2日周三至12月7日周一');
    expect(formatDayRange('2026-12-02', '2026-12-07', 'ja')).toBe('12月2日(水)～12月7日(月)');
  });
  it('splits a countdown into hours and minutes', () => {
    expect(hoursAndMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
