// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lead } from '../../../test/insights-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const leads = [
  lead(),
  lead({
    id: 2,
    conversationId: null,
    name: 'Paolo Neri',
    email: null,
    phone: '+39 333 1234567',
    page: null,
    language: 'en',
    webhook: 'failed',
  }),
];

describe('the leads from the chat (/portal/leads)', () => {
  it('lists each lead with its contact, page, language, date and webhook status', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/leads', () => HttpResponse.json({ leads })),
    );
    await renderRoute('/en/portal/leads');
    const marta = await screen.findByRole('row', { name: /Marta Bianchi/ });
    expect(within(marta).getByRole('link', { name: 'marta@bianchi.test' }).getAttribute('href')).toBe(
      'mailto:marta@bianchi.test',
    );
    expect(within(marta).getByRole('link', { name: 'https://rossi.test/prices' })).toBeTruthy();
    expect(within(marta).getByText('Italian')).toBeTruthy();
    expect(within(marta).getByText('Delivered')).toBeTruthy();
    expect(
      within(marta)
        .getByRole('link', { name: 'Open the conversation of Marta Bianchi' })
        .getAttribute('href'),
    ).toBe('/en/portal/conversations/c-1');

    const paolo = screen.getByRole('row', { name: /Paolo Neri/ });
    expect(within(paolo).getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    );
    expect(within(paolo).getByText('Failed')).toBeTruthy();
    expect(within(paolo).queryByRole('link', { name: /Open the conversation/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/chatbot/leads.csv',
    );
  });

  it('says when there are none yet, in Italian on the Italian site', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/leads', () => HttpResponse.json({ leads: [] })),
    );
    await renderRoute('/portal/leads');
    expect(await screen.findByText(/Ancora nessun contatto/)).toBeTruthy();
  });

  it('says so when the leads cannot be read', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/leads', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/portal/leads');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the leads');
  });
});
