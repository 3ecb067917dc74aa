import { describe, expect, it } from 'vitest';
import { withDaysNamed, withYearsNamed } from './relative-days.ts';

/** Tuesday 24 November 2026, mid-morning in Rome. */
const TUESDAY = new Date('2026-11-24T10:00:00Z');

describe('today and tomorrow in a question about opening', () => {
  it('are named as the weekdays they are in Rome, in the question’s language', () => {
    expect(withDaysNamed('Are you open today?', undefined, TUESDAY)).toBe('Are you open Tuesday?');
    expect(withDaysNamed('Is the kitchen open tonight?', undefined, TUESDAY)).toBe(
      'Is the kitchen open Tuesday?',
    );
    expect(withDaysNamed('Siete aperti domani sera?', undefined, TUESDAY)).toBe(
      'Siete aperti mercoledì sera?',
    );
    expect(withDaysNamed('Che orari fate dopodomani?', undefined, TUESDAY)).toBe('Che orari fate giovedì?');
    expect(withDaysNamed('What time does the office shut today?', undefined, TUESDAY)).toBe(
      'What time does the office shut Tuesday?',
    );
    // 23:30 in London on Tuesday is already Wednesday in Rome.
    expect(withDaysNamed('Are you open today?', undefined, new Date('2026-11-24T23:30:00Z'))).toBe(
      'Are you open Wednesday?',
    );
  });

  it('are named in a follow-up of a question about opening, and left alone in any other question', () => {
    expect(withDaysNamed('e domani?', 'Siete aperti oggi?', TUESDAY)).toBe('e mercoledì?');
    expect(withDaysNamed('If it rains tomorrow, do we get a refund?', undefined, TUESDAY)).toBe(
      'If it rains tomorrow, do we get a refund?',
    );
    expect(withDaysNamed('Chi guida oggi il forno?', undefined, TUESDAY)).toBe('Chi guida oggi il forno?');
  });
});

describe('next year and next season in a question', () => {
  it('are named by the year they mean, in either language', () => {
    expect(withYearsNamed('when does the pool open next season?', TUESDAY)).toBe(
      'when does the pool open season 2027?',
    );
    expect(withYearsNamed('la prossima stagione quanto costa lo skipass?', TUESDAY)).toBe(
      'la stagione 2027 quanto costa lo skipass?',
    );
    expect(withYearsNamed("quando riaprite l'anno prossimo?", TUESDAY)).toBe('quando riaprite 2027?');
    expect(withYearsNamed('When are the exam dates next year?', TUESDAY)).toBe(
      'When are the exam dates 2027?',
    );
    // the coming winter is this one, not next year's
    expect(withYearsNamed('are you open next winter?', TUESDAY)).toBe('are you open next winter?');
  });
});
