import { describe, expect, it } from 'vitest';
import { formatShortDate } from './dates.ts';

describe('dates', () => {
  it('show short month, day and year, and nothing for a missing date', () => {
    expect(formatShortDate('2026-11-05', 'en')).toBe('Nov 5, 2026');
    expect(formatShortDate('2026-11-05', 'it')).toBe('5 nov 2026');
    expect(formatShortDate('2026-11-05T23:30:00.000Z', 'en')).toBe('Nov 5, 2026');
    expect(formatShortDate(null, 'en')).toBeUndefined();
    expect(formatShortDate('2026-02-30', 'en')).toBeUndefined();
  });
});
