import { describe, expect, it } from 'vitest';
import { LOCK_CLASS } from './advisory-locks.js';

describe('advisory-lock classes', () => {
  it('are all different, so unrelated transactions never queue on one another', () => {
    const values = Object.values(LOCK_CLASS);
    expect(new Set(values).size).toBe(values.length);
  });
});
