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
    const at = new Date('2026-11-24T02:00:00Z');
    expect(describeHours(weekdays, 'en', at)).toBe('Mon–Fri 09:00–18:00 China Standard Time (GMT+8)');
    expect(describeHours(weekdays, 'fi', at)).toBe('ma–pe 09:00–18:00 Kiinan normaaliaika (UTC+8)');
    expect(describeHours(weekdays, 'zh-CN', at)).toBe('周一–周五 09:00–18:00 中国标准时间（GMT+8）');
    expect(describeHours(weekdays, 'ja', at)).toBe('月–金 09:00–18:00 中国標準時（GMT+8）');
  });

  it('name the time zone in the visitor’s language, never by its IANA id', () => {
    for (const lang of ['zh-CN', 'en', 'es', 'fi', 'fr', 'ja']) expect(describeHours(weekdays, lang)).not.toMatch(/Asia|Shanghai/);
    // The offset follows summer time; a zone with no name of its own is named by its offset once.
    const helsinki = parseChatHours('1-5 09:00-17:00', 'Europe/Helsinki');
    expect(describeHours(helsinki, 'fr', new Date('2026-07-01T12:00:00Z'))).toBe('lun.–ven. 09:00–17:00 heure d’Europe de l’Est (UTC+3)');
    expect(describeHours(helsinki, 'es', new Date('2026-01-05T12:00:00Z'))).toBe('lun–vie 09:00–17:00 hora de Europa oriental (GMT+2)');
    expect(describeHours(parseChatHours('1-7 00:00-24:00', 'UTC'), 'en')).toBe('Mon–Sun 00:00–24:00 GMT+00:00');
  });
});
