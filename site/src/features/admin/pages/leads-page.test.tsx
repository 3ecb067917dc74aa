// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const leads: Lead[] = [
  {
    id: 'contact-2',
    source: 'contact',
    name: 'Luca Verdi',
    email: 'luca@verdi.test',
    phone: '+39 333 1234567',
    company: null,
    website: 'https://verdi.test',
    message: 'We would like a voice agent.',
    language: 'it',
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 'demo-1',
    source: 'demo',
    name: 'Anna Neri',
    email: 'anna@neri.test',
    phone: null,
    company: null,
    website: 'neri.test',
    message: null,
    language: 'en',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
];

/** GET /api/admin/leads answers the leads whose name holds the search. */
const leadsApi = () =>
  api.use(
    signedIn(admin),
    http.get('/api/admin/leads', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return HttpResponse.json({ leads: leads.filter((l) => l.name.toLowerCase().includes(search)) });
    }),
  );

describe('the leads (/admin/leads)', () => {
  it('lists the contact requests and demo contacts the API returns', async () => {
    leadsApi();
    await renderRoute('/en/admin/leads');
    const luca = await screen.findByRole('row', { name: /Luca Verdi/ });
    expect(within(luca).getByText('Contact form')).toBeTruthy();
    expect(within(luca).getByRole('link', { name: 'luca@verdi.test' }).getAttribute('href')).toBe(
      'mailto:luca@verdi.test',
    );
    expect(within(luca).getByText('We would like a voice agent.')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Anna Neri/ })).getByText('Chatbot demo')).toBeTruthy();
    expect(screen.getByText('2 leads')).toBeTruthy();
  });

  it('asks the API for the search and exports the same search', async () => {
    leadsApi();
    const { user } = await renderRoute('/en/admin/leads');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'anna');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Luca Verdi/ })).toBeNull());
    expect(screen.getByRole('row', { name: /Anna Neri/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads.csv?search=anna',
    );
  });

  it('says so when the leads cannot be fetched', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/leads', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/admin/leads');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not fetch leads');
  });

  it('speaks Italian on the Italian site', async () => {
    leadsApi();
    await renderRoute('/it/admin/leads');
    expect(await screen.findByRole('heading', { name: 'Contatti', level: 1 })).toBeTruthy();
    expect(
      within(await screen.findByRole('row', { name: /Luca Verdi/ })).getByText('Modulo contatti'),
    ).toBeTruthy();
  });

  it('says in Italian when the leads cannot be fetched', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/leads', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/it/admin/leads');
    expect((await screen.findByRole('alert')).textContent).toBe('Impossibile caricare i contatti');
  });
});
