// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { AdminBotList } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const bots: AdminBotList['bots'] = [
  { id: 'bot-7', name: 'Rossi Assistant', owner: 'giulia', conversations: 42, openGaps: 3, leads: 1 },
  { id: 'bot-8', name: 'Verdi Helper', owner: 'luca', conversations: 0, openGaps: 0, leads: 0 },
];

describe('every bot (/admin/chatbots)', () => {
  it('lists every client’s bot with its figures, each linking to its cockpit', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/bots', () => HttpResponse.json({ bots })),
    );
    await renderRoute('/en/admin/chatbots');
    expect(await screen.findByRole('heading', { name: 'Chatbots', level: 1 })).toBeTruthy();
    const rossi = await screen.findByRole('row', { name: /Rossi Assistant/ });
    expect(within(rossi).getByText('giulia')).toBeTruthy();
    const href = (name: string | RegExp) => within(rossi).getByRole('link', { name }).getAttribute('href');
    expect(href('Rossi Assistant')).toBe('/en/admin/chatbots/bot-7/conversations');
    expect(href('42 conversations of Rossi Assistant')).toBe('/en/admin/chatbots/bot-7/conversations');
    expect(href('3 open gaps of Rossi Assistant')).toBe('/en/admin/chatbots/bot-7/knowledge-gaps');
    expect(href('1 lead of Rossi Assistant')).toBe('/en/admin/chatbots/bot-7/leads');
    expect(href('Analytics of Rossi Assistant')).toBe('/en/admin/chatbots/bot-7/analytics');
    expect(screen.getByRole('row', { name: /Verdi Helper/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chatbots' }).getAttribute('aria-current')).toBe('page');
  });

  it('speaks Italian on the Italian site, with the /it prefix of the admin pages', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/bots', () => HttpResponse.json({ bots })),
    );
    await renderRoute('/it/admin/chatbots');
    const rossi = await screen.findByRole('row', { name: /Rossi Assistant/ });
    expect(
      within(rossi).getByRole('link', { name: '3 lacune aperte di Rossi Assistant' }).getAttribute('href'),
    ).toBe('/it/admin/chatbots/bot-7/knowledge-gaps');
  });

  it('says so when the bots cannot be read', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/bots', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/admin/chatbots');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the chatbots');
  });

  it('turns a client away', async () => {
    api.use(signedIn(client));
    await renderRoute('/en/admin/chatbots');
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /Rossi Assistant/ })).toBeNull();
  });
});
