// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { transcript } from '../../../test/insights-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const transcriptApi = () =>
  api.use(
    signedIn(client),
    http.get('/api/chatbot/conversations/c-1', () => HttpResponse.json(transcript)),
  );

const answer = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('a transcript (/portal/conversations/:id)', () => {
  it('shows every message as text, each answer’s sources, outcome, rating and the visitor’s comment', async () => {
    transcriptApi();
    await renderRoute('/en/portal/conversations/c-1');
    expect(await screen.findByRole('heading', { name: 'Conversation', level: 1 })).toBeTruthy();
    // The visitor's words are text, never markup.
    expect(await screen.findByText('How much is a <b>haircut</b>?')).toBeTruthy();

    const answered = answer('A haircut costs 25 euros.');
    expect(
      within(answered)
        .getByRole('link', { name: /Price list/ })
        .getAttribute('href'),
    ).toBe('https://rossi.test/prices');
    // An address that is not http(s) is shown, not linked.
    expect(within(answered).getByText('Sneaky source').closest('a')).toBeNull();
    expect(within(answered).getByText('Helpful 👍')).toBeTruthy();

    expect(within(answer('I could not find that in the documents.')).getByText('Declined')).toBeTruthy();

    const weak = answer('There may be parking nearby.');
    expect(within(weak).getByText('Weak evidence')).toBeTruthy();
    expect(within(weak).getByText('Not helpful 👎')).toBeTruthy();
    expect(within(weak).getByText('Visitor’s comment')).toBeTruthy();
    expect(within(weak).getByText('Not what I asked')).toBeTruthy();
  });

  it('shows the lead left in the conversation', async () => {
    transcriptApi();
    await renderRoute('/en/portal/conversations/c-1');
    const lead = await screen.findByRole('region', { name: 'Contact request' });
    expect(within(lead).getByText('Marta Bianchi')).toBeTruthy();
    expect(within(lead).getByRole('link', { name: 'marta@bianchi.test' }).getAttribute('href')).toBe(
      'mailto:marta@bianchi.test',
    );
    expect(within(lead).getByText('Delivered')).toBeTruthy();
  });

  it('deletes the conversation after asking, then goes back to the list', async () => {
    transcriptApi();
    let deleted = false;
    api.use(
      http.delete('/api/chatbot/conversations/c-1', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/chatbot/conversations', () =>
        HttpResponse.json({ conversations: [], total: 0, page: 1, pageSize: 25 }),
      ),
    );
    const { user, router } = await renderRoute('/en/portal/conversations/c-1');
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Conversation deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/portal/conversations'));
    expect(deleted).toBe(true);
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
  });

  it('keeps the transcript and says why when the delete is refused', async () => {
    transcriptApi();
    api.use(
      http.delete('/api/chatbot/conversations/c-1', () =>
        HttpResponse.json({ message: 'This conversation was not found' }, { status: 404 }),
      ),
    );
    const { user, router } = await renderRoute('/en/portal/conversations/c-1');
    await user.click(await screen.findByRole('button', { name: 'Delete conversation' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the conversation')).toBeTruthy();
    expect(screen.getByText('This conversation was not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/portal/conversations/c-1');
  });

  it('says so when the conversation is not there (deleted, purged or another bot’s)', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/conversations/c-404', () =>
        HttpResponse.json({ message: 'This conversation was not found' }, { status: 404 }),
      ),
    );
    await renderRoute('/en/portal/conversations/c-404');
    expect(await screen.findByText(/This conversation is no longer here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All conversations' }).getAttribute('href')).toBe(
      '/en/portal/conversations',
    );
  });

  it('speaks Italian on the Italian site', async () => {
    transcriptApi();
    await renderRoute('/portal/conversations/c-1');
    const weak = await screen.findByText('There may be parking nearby.');
    const article = weak.closest('article') as HTMLElement;
    expect(within(article).getByText('Fonti deboli')).toBeTruthy();
    expect(within(article).getByText('Commento del visitatore')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elimina conversazione' })).toBeTruthy();
  });
});
