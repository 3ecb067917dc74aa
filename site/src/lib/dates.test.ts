import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate } from './dates.ts';

describe('dates', () => {
  it('show short month, day and year, and nothing for a missing date', () => {
    expect(formatShortDate('2026-11-05', 'en')).toBe('Nov 5, 2026');
    expect(formatShortDate('2026-11-05', 'it')).toBe('5 nov 2026');
    expect(formatShortDate('2026-11-05T23:30:00.000Z', 'en')).toBe('Nov 5, 2026');
    expect(formatShortDate(null, 'en')).toBeUndefined();
    expect(formatShortDate('2026-02-30', 'en')).toBeUndefined();
  });

  it('show a moment as date and time in the page’s language, and nothing for an unreadable one', () => {
    const moment = '2026-11-05T09:30:00.000Z';
    expect(formatDateTime(moment, 'en')).toMatch(/^Nov \d+, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(formatDateTime(moment, 'it')).toMatch(/^\d+ nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('not a date', 'en')).toBeUndefined();
    expect(formatDateTime(null, 'it')).toBeUndefined();
  });
});
