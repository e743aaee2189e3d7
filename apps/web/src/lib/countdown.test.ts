import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('payment countdown', () => {
  const now = Date.parse('2025-03-01T10:00:00.000Z');

  it('counts whole seconds up to the deadline, rounding up', () => {
    expect(secondsLeft('2025-03-01T10:30:00.000Z', now)).toBe(1800);
    expect(secondsLeft('2025-03-01T10:00:00.400Z', now)).toBe(1);
  });

  it('never goes below zero, and has no value without a usable deadline', () => {
    expect(secondsLeft('2025-03-01T09:00:00.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('not a date', now)).toBeNull();
  });

  it('formats mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(25 * 3600 + 61)).toBe('25:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
