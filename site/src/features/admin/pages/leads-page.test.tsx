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
  {
    id: 'chat-3',
    source: 'chat',
    name: 'Marta Bianchi',
    email: '',
    phone: '+39 333 7654321',
    company: null,
    website: 'https://rossi.test/prices',
    message: null,
    language: 'it',
    createdAt: '2026-02-28T10:00:00.000Z',
    bot: { id: 'bot-7', name: 'Rossi Assistant', conversationId: 'c-1' },
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
    expect(screen.getByText('3 leads')).toBeTruthy();
  });

  it('shows a chat lead with its bot and a link to its conversation', async () => {
    leadsApi();
    await renderRoute('/en/admin/leads');
    const marta = await screen.findByRole('row', { name: /Marta Bianchi/ });
    expect(within(marta).getByText('Chatbot chat')).toBeTruthy();
    expect(within(marta).getByText('Bot: Rossi Assistant')).toBeTruthy();
    expect(within(marta).getByRole('link', { name: 'View the conversation' }).getAttribute('href')).toBe(
      '/en/admin/chatbots/bot-7/conversations/c-1',
    );
    expect(within(marta).getByText('+39 333 7654321')).toBeTruthy();
    expect(within(marta).queryByRole('link', { name: /mailto/ })).toBeNull();
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
