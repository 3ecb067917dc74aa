import type { Lead } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv } from './leads.csv.ts';

describe('leads CSV', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+39 333')).toBe(`"'+39 333"`);
    expect(csvCell('-1')).toBe(`"'-1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Mario')).toBe('"Mario"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header and one quoted row per lead, keeping commas and newlines inside cells', () => {
    const lead: Lead = {
      id: 'contact-1',
      source: 'contact',
      name: 'Rossi, Mario',
      email: 'm@r.it',
      phone: null,
      company: null,
      website: 'rossi.it',
      message: 'Line one\nline two',
      language: 'it',
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    const csv = leadsToCsv([lead]);
    expect(csv.split('\r\n')[0]).toBe(
      '"Date","Source","Name","Email","Phone","Website","Message","Language"',
    );
    expect(csv).toContain('"Rossi, Mario","m@r.it","","rossi.it","Line one\nline two","it"');
  });
});
