// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

function portalApi(summary: Response | object) {
  api.use(
    signedIn(client),
    http.get('/api/projects', () => HttpResponse.json({ projects: [] })),
    http.get('/api/cms/settings', () => HttpResponse.json({})),
    http.get('/api/chatbot/insights', () =>
      summary instanceof Response ? summary : HttpResponse.json(summary),
    ),
  );
}

describe('the chatbot card of the portal (/portal)', () => {
  it('shows the open knowledge gaps and the week’s figures, each a way into the cockpit', async () => {
    portalApi({ openGaps: 3, conversationsThisWeek: 12, leadsThisWeek: 1 });
    await renderRoute('/en/portal');
    const card = await screen.findByRole('region', { name: 'Customize your chatbot' });
    const gaps = await within(card).findByRole('link', { name: /3 open knowledge gaps/ });
    expect(gaps.getAttribute('href')).toBe('/en/portal/knowledge-gaps');
    expect(within(card).getByText('This week: 12 conversations and 1 lead.')).toBeTruthy();
    const links = within(card).getByRole('navigation', { name: 'Your chatbot’s conversations' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Conversations', '/en/portal/conversations'],
      ['Knowledge gaps', '/en/portal/knowledge-gaps'],
      ['Leads', '/en/portal/leads'],
      ['Analytics', '/en/portal/analytics'],
    ]);
  });

  it('keeps the links when the figures cannot be read, in Italian on the Italian site', async () => {
    portalApi(HttpResponse.text('boom', { status: 500 }));
    await renderRoute('/portal');
    const card = await screen.findByRole('region', { name: 'Personalizza il tuo chatbot' });
    expect(within(card).getByRole('link', { name: 'Lacune di conoscenza' }).getAttribute('href')).toBe(
      '/portal/knowledge-gaps',
    );
    expect(within(card).queryByText(/Questa settimana/)).toBeNull();
  });
});
