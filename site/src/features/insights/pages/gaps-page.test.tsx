// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { GapAnswerResult, GapList, KnowledgeGap } from '@vela/contracts';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { gap } from '../../../test/insights-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

/** The gaps API over a small store: answering or dismissing moves a gap out of the open ones. */
function gapsApi() {
  const gaps: KnowledgeGap[] = [
    gap({
      id: 1,
      question: 'Do you open on Sunday?',
      askedCount: 5,
      declinedCount: 3,
      weakCount: 1,
      ratedDownCount: 1,
      conversationId: 'c-4',
    }),
    gap({ id: 2, question: 'Is there parking?', askedCount: 2, declinedCount: 2 }),
    gap({ id: 3, question: 'Do you sell gift cards?', status: 'answered' }),
  ];
  const answers: { id: string; answer: unknown }[] = [];
  api.use(
    signedIn(client),
    http.get('/api/chatbot/gaps', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'open';
      const body: GapList = {
        gaps: gaps.filter((g) => g.status === status),
        openCount: gaps.filter((g) => g.status === 'open').length,
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/chatbot/gaps/:id/answer', async ({ params, request }) => {
      answers.push({ id: String(params.id), answer: ((await request.json()) as { answer: unknown }).answer });
      await delay(150);
      const answered = gaps.find((g) => g.id === Number(params.id)) as KnowledgeGap;
      answered.status = 'answered';
      const body: GapAnswerResult = {
        gap: answered,
        reply: {
          text: 'Yes, we open on Sunday from 9 to 13.',
          sources: [{ url: 'https://rossi.test/qa/sunday', title: 'Do you open on Sunday?' }],
          outcome: 'answered',
        },
      };
      return HttpResponse.json(body);
    }),
    http.post('/api/chatbot/gaps/:id/dismiss', ({ params }) => {
      const dismissed = gaps.find((g) => g.id === Number(params.id)) as KnowledgeGap;
      dismissed.status = 'dismissed';
      return HttpResponse.json({ gap: dismissed });
    }),
  );
  return { answers };
}

const card = (question: string) => screen.getByRole('listitem', { name: question });

describe('the knowledge gaps (/portal/knowledge-gaps)', () => {
  it('lists the open questions with how often and why they were asked', async () => {
    gapsApi();
    await renderRoute('/en/portal/knowledge-gaps');
    const sunday = await screen.findByRole('listitem', { name: 'Do you open on Sunday?' });
    expect(within(sunday).getByText(/Asked 5 times · last on/)).toBeTruthy();
    expect(within(sunday).getByText('3 declined')).toBeTruthy();
    expect(within(sunday).getByText('1 weak evidence')).toBeTruthy();
    expect(within(sunday).getByText('1 rated 👎')).toBeTruthy();
    expect(within(sunday).getByRole('link', { name: 'See the last conversation' }).getAttribute('href')).toBe(
      '/en/portal/conversations/c-4',
    );
    expect(within(card('Is there parking?')).queryByText(/weak evidence/)).toBeNull();
    expect(screen.getByRole('tab', { name: /^Open/ }).textContent).toBe('Open 2');
  });

  it('adds an answer: the bot learns it, is asked again, shows its new reply, and the gap leaves the open ones', async () => {
    const { answers } = gapsApi();
    const { user } = await renderRoute('/en/portal/knowledge-gaps');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Do you open on Sunday?' })).getByRole('button', {
        name: 'Add an answer',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add an answer' });
    expect(within(dialog).getByText('Question: “Do you open on Sunday?”')).toBeTruthy();

    // An empty answer is refused with the contracts' text, before any request.
    await user.click(within(dialog).getByRole('button', { name: 'Save and ask again' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please write the answer');
    expect(answers).toEqual([]);

    await user.type(within(dialog).getByLabelText('Your answer'), 'Yes, on Sunday from 9 to 13.');
    expect(within(dialog).getByText('28 / 4000 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save and ask again' }));
    expect(await within(dialog).findByText('Indexing and asking again…')).toBeTruthy();

    expect(await within(dialog).findByText('Your chatbot now answers')).toBeTruthy();
    expect(within(dialog).getByText('Yes, we open on Sunday from 9 to 13.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Do you open on Sunday\?/ })
        .getAttribute('href'),
    ).toBe('https://rossi.test/qa/sunday');
    expect(answers).toEqual([{ id: '1', answer: 'Yes, on Sunday from 9 to 13.' }]);

    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Do you open on Sunday?' })).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card('Is there parking?')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Answered' }));
    expect(await screen.findByRole('listitem', { name: 'Do you open on Sunday?' })).toBeTruthy();
    expect(
      within(card('Do you open on Sunday?')).queryByRole('button', { name: 'Add an answer' }),
    ).toBeNull();
  });

  it('shows the server’s reason when an answer is refused, and keeps what was written', async () => {
    gapsApi();
    api.use(
      http.post('/api/chatbot/gaps/:id/answer', () =>
        HttpResponse.json({ message: 'The answer can be at most 4000 characters' }, { status: 400 }),
      ),
    );
    const { user } = await renderRoute('/en/portal/knowledge-gaps');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Is there parking?' })).getByRole('button', {
        name: 'Add an answer',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your answer'), 'Yes, in the yard.');
    await user.click(within(dialog).getByRole('button', { name: 'Save and ask again' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The answer can be at most 4000 characters',
    );
    expect((within(dialog).getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe(
      'Yes, in the yard.',
    );
  });

  it('dismisses a question: it leaves the open ones and shows under Dismissed', async () => {
    gapsApi();
    const { user, router } = await renderRoute('/en/portal/knowledge-gaps');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Is there parking?' })).getByRole('button', {
        name: 'Dismiss',
      }),
    );
    expect(await screen.findByText('Question dismissed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Is there parking?' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: 'Dismissed' }));
    expect(await screen.findByRole('listitem', { name: 'Is there parking?' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=dismissed');
  });

  it('says when there is nothing open, and speaks Italian on the Italian site', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/gaps', () => HttpResponse.json({ gaps: [], openCount: 0 })),
    );
    await renderRoute('/portal/knowledge-gaps');
    expect(await screen.findByRole('heading', { name: 'Lacune di conoscenza', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/Nessuna lacuna aperta/)).toBeTruthy();
  });

  it('says so when the gaps cannot be read', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/gaps', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/portal/knowledge-gaps');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the knowledge gaps');
  });
});
