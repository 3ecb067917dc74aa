// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { DemoView, TrainingProgress } from '@vela/contracts';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, signedIn, startMockApi } from '../../../test/server.ts';

// The chat is the real widget, which the server serves at /widget/esm/index.js: here a stand-in records how
// the page mounts it.
const widget = vi.hoisted(() => ({
  init: vi.fn(),
  update: vi.fn(),
}));
vi.mock('/widget/esm/index.js', () => ({
  init: (options: unknown) => {
    widget.init(options);
    return { on: vi.fn(), update: widget.update, destroy: vi.fn() };
  },
}));

startMockApi();

const view = (training: TrainingProgress, report: DemoView['report'] = null): DemoView => ({
  success: true,
  demo: {
    id: 'demo-1',
    domain: 'rossi.test',
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-08T10:00:00.000Z',
    welcomeMessage: 'Hi!',
  },
  training,
  report,
  config: {
    id: 'demo-1',
    kind: 'demo',
    name: 'rossi.test',
    title: 'Rossi assistant',
    welcomeMessage: 'Hi!',
    primaryColor: '#4f46e5',
    userBubbleColor: '#4f46e5',
    botBubbleColor: '#f1f5f9',
    position: 'right',
    language: 'en',
    showLogo: true,
  },
});

const demoAnswers = (answer: () => Response | Promise<Response>) =>
  api.use(signedIn(null), http.get('/api/chatbot-demo/:demoId', answer));

describe('the demo page (/chatbot-demo/:demoId)', () => {
  it('shows that it is loading while the demo is asked for', async () => {
    demoAnswers(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    await renderRoute('/en/chatbot-demo/demo-1');
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
  });

  it('says the demo was not found and leads back to demo creation', async () => {
    demoAnswers(() => HttpResponse.json({ success: false, message: 'Demo not found' }, { status: 404 }));
    const { router, user } = await renderRoute('/en/chatbot-demo/gone');
    expect(await screen.findByRole('heading', { name: 'Error fetching demo' })).toBeTruthy();
    expect(
      screen.getByText("We couldn't find this chatbot. It may have expired or been removed."),
    ).toBeTruthy();
    expect(screen.queryByText(/404/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to demo creation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/chatbot-demo'));
  });

  it('shows the reading progress and mounts the widget locked until the site is read', async () => {
    demoAnswers(() => HttpResponse.json(view({ status: 'crawling', done: 4, total: 20 })));
    await renderRoute('/en/chatbot-demo/demo-1');
    expect(await screen.findByRole('heading', { name: 'Your AI chatbot for rossi.test' })).toBeTruthy();
    const progress = screen.getByRole('region', { name: 'Training progress' });
    expect(within(progress).getByText('Reading your site: 4 of 20 pages')).toBeTruthy();
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    await waitFor(() => expect(widget.init).toHaveBeenCalled());
    const options = widget.init.mock.lastCall![0] as { demoId: string; container: HTMLElement };
    expect(options.demoId).toBe('demo-1');
    expect(document.body.contains(options.container)).toBe(true);
    // The page hands the widget its look and lock once the widget has loaded: an effect after the mount.
    await waitFor(() =>
      expect(widget.update).toHaveBeenLastCalledWith(
        expect.objectContaining({ disabledReason: 'You can chat as soon as your site has been read.' }),
      ),
    );
  });

  it('once ready, says how many pages were read and what the crawl left out', async () => {
    demoAnswers(() =>
      HttpResponse.json(
        view(
          { status: 'ready', done: 12, total: 12 },
          {
            start: 'https://rossi.test/',
            pagesRead: 12,
            byLanguage: { en: 12 },
            skipped: [],
            skippedCount: 0,
          },
        ),
      ),
    );
    await renderRoute('/en/chatbot-demo/demo-1');
    expect(await screen.findByText('Your chatbot is ready: 12 pages read.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What your chatbot read' })).toBeTruthy();
    expect(screen.getByText('No page was left out.')).toBeTruthy();
    await waitFor(() =>
      expect(widget.update).toHaveBeenLastCalledWith(expect.objectContaining({ disabledReason: undefined })),
    );
  });

  it('speaks Italian on the Italian site', async () => {
    demoAnswers(() => HttpResponse.json(view({ status: 'crawling', done: 4, total: 20 })));
    await renderRoute('/chatbot-demo/demo-1');
    expect(await screen.findByText('Lettura del sito: 4 di 20 pagine')).toBeTruthy();
  });

  it('says in Italian that an Italian visitor’s demo was not found', async () => {
    demoAnswers(() => new HttpResponse('Not found', { status: 404 }));
    await renderRoute('/it/chatbot-demo/gone');
    expect(await screen.findByRole('heading', { name: 'Errore nel caricamento della demo' })).toBeTruthy();
  });
});
