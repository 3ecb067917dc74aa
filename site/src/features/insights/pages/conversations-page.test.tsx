// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConversationPage } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/insights-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const all = Array.from({ length: 30 }, (_, i) => conversation(30 - i));
all[0] = conversation(30, {
  firstQuestion: 'Do you open on Sunday?',
  language: 'it',
  declined: 1,
  ratedDown: 2,
  hasLead: true,
});

/** GET {base}/conversations: 25 a page of the 30 above; every query it was asked is kept. */
function conversationsApi(base = '/api/chatbot', user = client) {
  const asked: URLSearchParams[] = [];
  api.use(
    signedIn(user),
    http.get(`${base}/conversations`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page') ?? 1);
      const body: ConversationPage = {
        conversations: all.slice((page - 1) * 25, page * 25),
        total: all.length,
        page,
        pageSize: 25,
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('the conversations (/portal/conversations)', () => {
  it('lists the newest conversations with their language, first question, counts and lead', async () => {
    conversationsApi();
    await renderRoute('/en/portal/conversations');
    expect(await screen.findByRole('heading', { name: 'Conversations', level: 1 })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Do you open on Sunday\?/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(['Italian', 'Do you open on Sunday?', '2', '1', '2', 'Lead']);
    expect(within(row).getByRole('link', { name: 'Do you open on Sunday?' }).getAttribute('href')).toBe(
      '/en/portal/conversations/c-30',
    );
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30 conversations')).toBeTruthy();
  });

  it('asks the server for the filters, keeps them in the address and exports the same ones', async () => {
    const asked = conversationsApi();
    const { user, router } = await renderRoute('/en/portal/conversations');
    await screen.findByRole('row', { name: /Do you open on Sunday\?/ });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.selectOptions(screen.getByLabelText('Language'), 'Italian');
    await user.selectOptions(screen.getByLabelText('Show'), 'Rated down 👎');
    await user.type(screen.getByRole('searchbox', { name: 'Words' }), 'parking{Enter}');

    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('parking'));
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      language: 'it',
      filter: 'rated_down',
      search: 'parking',
    });
    expect(router.state.location.search).toBe(
      '?from=2026-03-01&to=2026-03-31&language=it&filter=rated_down&search=parking',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/chatbot/conversations.csv?from=2026-03-01&to=2026-03-31&language=it&filter=rated_down&search=parking',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe(''));
    expect(router.state.location.search).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Words' }) as HTMLInputElement).value).toBe('');
  });

  it('opens with the filters its address holds', async () => {
    const asked = conversationsApi();
    await renderRoute('/en/portal/conversations?language=en&filter=lead&search=price&page=2');
    await screen.findByText('26–30 of 30 conversations');
    expect(asked.at(-1)?.toString()).toBe('language=en&filter=lead&search=price&page=2');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('lead');
    expect((screen.getByRole('searchbox', { name: 'Words' }) as HTMLInputElement).value).toBe('price');
  });

  it('pages through the server’s pages, 25 at a time', async () => {
    const asked = conversationsApi();
    const { user, router } = await renderRoute('/en/portal/conversations');
    await screen.findByText('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30 conversations')).toBeTruthy();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    await waitFor(() => expect(router.state.location.search).toBe('?language=en'));
  });

  it('tells "none yet" from "none match", and says so when the list cannot be read', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/conversations', ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'boom'
          ? HttpResponse.json({ message: 'This filter is not valid' }, { status: 400 })
          : HttpResponse.json({ conversations: [], total: 0, page: 1, pageSize: 25 }),
      ),
    );
    const { user } = await renderRoute('/en/portal/conversations');
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Language'), 'English');
    expect(await screen.findByText('No conversations match these filters.')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Words' }), 'boom{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('This filter is not valid');
  });

  it('speaks Italian on the Italian site', async () => {
    conversationsApi();
    await renderRoute('/portal/conversations');
    expect(await screen.findByRole('heading', { name: 'Conversazioni', level: 1 })).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Do you open on Sunday\?/ });
    expect(within(row).getByText('Italiano')).toBeTruthy();
    expect(screen.getByText('1–25 di 30 conversazioni')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lacune di conoscenza' }).getAttribute('href')).toBe(
      '/portal/knowledge-gaps',
    );
  });
});

describe('an admin reading a client’s conversations (/admin/chatbots/:botId/conversations)', () => {
  it('reads the bot’s conversations from the admin API and links to the admin’s pages', async () => {
    const asked = conversationsApi('/api/admin/bots/bot-9', admin);
    api.use(
      http.get('/api/admin/bots', () =>
        HttpResponse.json({
          bots: [
            {
              id: 'bot-9',
              name: 'Rossi Assistant',
              owner: 'giulia',
              conversations: 30,
              openGaps: 2,
              leads: 1,
            },
          ],
        }),
      ),
    );
    await renderRoute('/en/admin/chatbots/bot-9/conversations');
    const row = await screen.findByRole('row', { name: /Do you open on Sunday\?/ });
    expect(asked).toHaveLength(1);
    expect(within(row).getByRole('link', { name: 'Do you open on Sunday?' }).getAttribute('href')).toBe(
      '/en/admin/chatbots/bot-9/conversations/c-30',
    );
    expect(await screen.findByText('Rossi Assistant · owned by giulia')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Knowledge gaps' }).getAttribute('href')).toBe(
      '/en/admin/chatbots/bot-9/knowledge-gaps',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/bots/bot-9/conversations.csv',
    );
  });
});
