import { describe, expect, it } from 'vitest';
import { filterParams, readFilters } from './conversation-filters.ts';

describe('the conversations list’s address', () => {
  it('reads the filters it holds', () => {
    expect(
      readFilters(
        new URLSearchParams('from=2026-03-01&to=2026-03-31&language=it&filter=lead&search=+sunday+&page=3'),
      ),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      language: 'it',
      filter: 'lead',
      search: 'sunday',
      page: 3,
    });
  });

  it('leaves out what the list does not know instead of sending it', () => {
    expect(
      readFilters(new URLSearchParams('from=01/03/2026&language=fr&filter=everything&search=&page=-2')),
    ).toEqual({
      from: undefined,
      to: undefined,
      language: undefined,
      filter: undefined,
      search: undefined,
      page: 1,
    });
  });

  it('writes only the filters that are set, and the page after the first', () => {
    expect(filterParams({ language: 'en', page: 1 })).toEqual({ language: 'en' });
    expect(filterParams({ search: 'parking', page: 2 })).toEqual({ search: 'parking', page: '2' });
  });
});
