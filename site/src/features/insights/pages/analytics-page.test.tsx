// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { BotAnalytics } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

// uPlot draws on a canvas, which the test DOM lacks: a stand-in keeps what it was asked to draw.
const drawn = vi.hoisted(() => [] as unknown[][]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    static fmtDate = () => () => '';
    constructor(_options: unknown, data: unknown[]) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

startMockApi();

const analytics = (days: number): BotAnalytics => ({
  days,
  from: '2026-03-01',
  series: [
    { day: '2026-03-01', conversations: 4, messages: 12 },
    { day: '2026-03-02', conversations: 6, messages: 20 },
  ],
  totals: {
    conversations: days === 7 ? 10 : 1234,
    messages: 32,
    questions: 16,
    answered: 13,
    declined: 3,
    answerRate: 0.8125,
    declineRate: 0.1875,
    ratedUp: 3,
    ratedDown: 1,
    upShare: 0.75,
    leads: 2,
  },
  topQuestions: [
    { question: 'Do you open on Sunday?', count: 5 },
    { question: 'How much is a haircut?', count: 1 },
  ],
  topPages: [{ url: 'https://rossi.test/prices', title: 'Price list', count: 7 }],
  languages: [
    { language: 'it', conversations: 3 },
    { language: 'en', conversations: 1 },
  ],
});

function analyticsApi() {
  const asked: string[] = [];
  api.use(
    signedIn(client),
    http.get('/api/chatbot/analytics', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      asked.push(String(days));
      return HttpResponse.json(analytics(days));
    }),
  );
  return asked;
}

const kpi = (label: string) =>
  within(screen.getByRole('list', { name: /Key figures|Dati principali/ }))
    .getByText(label)
    .closest('li')?.textContent;

describe('the analytics (/portal/analytics)', () => {
  it('shows the period’s figures, the daily chart and what visitors cared about', async () => {
    const asked = analyticsApi();
    await renderRoute('/en/portal/analytics');
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(asked).toEqual(['30']);
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(kpi('Answer rate')).toBe('Answer rate81%');
    expect(kpi('Decline rate')).toBe('Decline rate19%');
    expect(kpi('👍 share')).toBe('👍 share75%');
    expect(kpi('Leads')).toBe('Leads2');

    await waitFor(() =>
      expect(drawn.at(-1)).toEqual([
        [1772323200, 1772409600],
        [4, 6],
        [12, 20],
      ]),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: 'Mar 2 6 20' })).toBeTruthy();

    const questions = screen.getByRole('region', { name: 'Top questions' });
    expect(within(questions).getAllByRole('listitem')[0]?.textContent).toBe('Do you open on Sunday?5 times');
    const pages = screen.getByRole('region', { name: 'Most cited pages' });
    expect(within(pages).getByRole('link', { name: 'Price list' }).getAttribute('href')).toBe(
      'https://rossi.test/prices',
    );
    const languages = screen.getByRole('region', { name: 'Visitors’ languages' });
    expect(within(languages).getAllByRole('listitem')[0]?.textContent).toBe('Italian3 · 75%');
  });

  it('switches the period', async () => {
    const asked = analyticsApi();
    const { user, router } = await renderRoute('/en/portal/analytics');
    await screen.findByText('1,234');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('10')).toBeTruthy();
    expect(asked).toEqual(['30', '7']);
    expect(router.state.location.search).toBe('?days=7');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('writes figures and percentages the Italian way on the Italian site', async () => {
    analyticsApi();
    await renderRoute('/portal/analytics');
    expect(await screen.findByText('1234')).toBeTruthy();
    expect(kpi('Tasso di risposta')).toBe('Tasso di risposta81%');
    expect(screen.getByRole('button', { name: '30 giorni' })).toBeTruthy();
  });

  it('says so when the figures cannot be read', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/analytics', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/portal/analytics');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the analytics');
  });
});
