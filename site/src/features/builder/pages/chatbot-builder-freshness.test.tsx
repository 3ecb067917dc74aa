// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { RefreshSchedule, Training, TrainingRun } from '@vela/contracts';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates.ts';
import { settings, training, trainingRun } from '../../../test/builder-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

// Live training progress rides on Socket.IO; these tests read the list the API answers.
vi.mock('socket.io-client', () => ({ io: () => ({ on: vi.fn(), disconnect: vi.fn() }) }));

startMockApi();

const site = () =>
  training({
    id: 4,
    kind: 'crawl',
    label: 'rossi.test',
    status: 'ready',
    chunkCount: 40,
    total: 20,
    done: 20,
  });

/** The bot's API holding `list` as its trainings: what a PATCH saves, the next GET answers. */
function botApi(list: Training[]) {
  let stored = list;
  api.use(
    signedIn(client),
    http.get('/api/chatbot/settings', () => HttpResponse.json(settings)),
    http.get('/api/chatbot/trainings', () => HttpResponse.json({ success: true, trainings: stored })),
  );
  return {
    save(changed: Training) {
      stored = stored.map((t) => (t.id === changed.id ? changed : t));
    },
  };
}

async function openTrain() {
  const view = await renderRoute('/en/portal/chatbot-embed');
  await view.user.click(await screen.findByRole('tab', { name: 'Train' }));
  return view;
}

function runsApi(runs: TrainingRun[]) {
  let calls = 0;
  api.use(
    http.get('/api/chatbot/trainings/4/runs', () => {
      calls += 1;
      return HttpResponse.json({ success: true, runs });
    }),
  );
  return { calls: () => calls };
}

describe('keeping crawled knowledge fresh in the builder', () => {
  it('the web-page form sends the whole-site choice and the schedule with the address', async () => {
    botApi([]);
    const sent: unknown[] = [];
    api.use(
      http.post('/api/chatbot/training/url', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, training: site() }, { status: 201 });
      }),
    );
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    await user.click(await screen.findByRole('tab', { name: 'Content' }));
    const form = screen.getByRole('form', { name: 'Web pages' });
    const address = within(form).getByLabelText('Page address');
    const wholeSite = within(form).getByRole('checkbox', { name: 'Read the whole site' });
    expect(wholeSite.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(form).getByText(
        'Starts from the site’s home page and its sitemap and reads up to 500 of its pages, not only this address.',
      ),
    ).toBeTruthy();
    const schedule = within(form).getByRole('combobox', {
      name: 'Update automatically',
    }) as HTMLSelectElement;
    expect(schedule.value).toBe('off');
    expect(
      within(schedule)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'Every day', 'Every week']);

    await user.type(address, 'https://rossi.test/faq');
    await user.click(within(form).getByRole('button', { name: 'Import URL' }));
    expect(await screen.findByText('URL imported')).toBeTruthy();
    expect(sent).toEqual([{ url: 'https://rossi.test/faq', wholeSite: false, refresh: 'off' }]);

    await user.type(address, 'https://rossi.test/');
    await user.click(wholeSite);
    await user.selectOptions(schedule, 'Every week');
    await user.click(within(form).getByRole('button', { name: 'Import URL' }));
    expect(await screen.findByText('Website added')).toBeTruthy();
    expect(screen.getByText('The whole site of https://rossi.test/ is being read.')).toBeTruthy();
    expect(sent[1]).toEqual({ url: 'https://rossi.test/', wholeSite: true, refresh: 'weekly' });
  });

  it('changing a source’s schedule saves it at once and shows the next update', async () => {
    const bot = botApi([site(), training({ id: 1, kind: 'document', label: 'prices.pdf', status: 'ready' })]);
    const nextRefreshAt = '2026-03-03T06:00:00.000Z';
    let patched: { url: string; body: unknown } | undefined;
    api.use(
      http.patch('/api/chatbot/trainings/4', async ({ request }) => {
        const body = (await request.json()) as { refresh: RefreshSchedule };
        patched = { url: request.url, body };
        await delay(150);
        const saved = { ...site(), refresh: body.refresh, nextRefreshAt };
        bot.save(saved);
        return HttpResponse.json({ success: true, training: saved });
      }),
    );
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    // Documents are not read again: they have no schedule.
    const documentRow = screen.getByRole('listitem', { name: 'prices.pdf' });
    expect(within(documentRow).queryByRole('combobox')).toBeNull();
    expect(within(documentRow).queryByRole('button', { name: /What changed/ })).toBeNull();

    const schedule = within(row).getByRole('combobox', {
      name: 'Update automatically: rossi.test',
    }) as HTMLSelectElement;
    expect(schedule.value).toBe('off');
    expect(within(row).queryByText(/Next update/)).toBeNull();
    await user.selectOptions(schedule, 'Every day');
    expect(schedule.value).toBe('daily');
    expect(await within(row).findByText('Saving...')).toBeTruthy();
    const when = formatDateTime(nextRefreshAt, 'en');
    expect(await within(row).findByText(`Next update: ${when}`)).toBeTruthy();
    expect(schedule.value).toBe('daily');
    expect(patched?.body).toEqual({ refresh: 'daily' });
    expect(new URL(patched?.url ?? '').searchParams.get('language')).toBe('en');
  });

  it('when a schedule is refused, the row says why and shows the saved schedule again', async () => {
    botApi([site()]);
    api.use(
      http.patch('/api/chatbot/trainings/4', () =>
        HttpResponse.json(
          { success: false, message: 'Only websites and pages can be refreshed on a schedule' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    const schedule = within(row).getByRole('combobox', { name: 'Update automatically: rossi.test' });
    await user.selectOptions(schedule, 'Every week');
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Could not change the schedule: Only websites and pages can be refreshed on a schedule',
    );
    expect((schedule as HTMLSelectElement).value).toBe('off');
  });

  it('"What changed" lists each run with its counts, its pages and a failed run’s reason', async () => {
    botApi([site()]);
    runsApi([
      trainingRun({
        id: 12,
        trainingId: 4,
        trigger: 'manual',
        status: 'failed',
        startedAt: '2026-03-03T09:15:00.000Z',
        error: 'The site did not answer',
      }),
      trainingRun({
        id: 11,
        trainingId: 4,
        trigger: 'schedule',
        added: ['https://rossi.test/new-menu', 'https://rossi.test/events'],
        changed: ['https://rossi.test/prices'],
        removed: ['https://rossi.test/old-offer', 'https://rossi.test/summer-2025'],
        missing: ['javascript:alert(1)'],
        unchanged: 5,
      }),
      trainingRun({ id: 10, trainingId: 4, trigger: 'first', added: ['https://rossi.test/'], unchanged: 0 }),
    ]);
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    const toggle = within(row).getByRole('button', { name: 'What changed: rossi.test' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const runs = await within(row).findByRole('list', { name: 'Runs of rossi.test' });
    const items = within(runs).getAllByRole('listitem', { name: /, / });
    expect(items.map((item) => item.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'Manual refresh',
      'Scheduled update',
      'First read',
    ]);

    const [failed, scheduled, first] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Reason: The site did not answer')).toBeTruthy();
    expect(
      within(failed).getByText('Your chatbot keeps answering from what it learned before this run.'),
    ).toBeTruthy();
    expect(within(failed).getByText(formatDateTime('2026-03-03T09:15:00.000Z', 'en') ?? '')).toBeTruthy();

    expect(within(scheduled).getByText('Done')).toBeTruthy();
    expect(within(scheduled).getByText('2 added · 1 changed · 2 removed · 5 unchanged')).toBeTruthy();
    expect(within(first).getByText('1 added · 0 changed · 0 removed · 0 unchanged')).toBeTruthy();

    const added = within(scheduled).getByText('Pages added (2)');
    const addedList = added.closest('details') as HTMLDetailsElement;
    expect(addedList.open).toBe(false);
    await user.click(added);
    expect(addedList.open).toBe(true);
    const link = within(addedList).getByRole('link', { name: 'https://rossi.test/new-menu' });
    expect(link.getAttribute('href')).toBe('https://rossi.test/new-menu');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(scheduled).getByText('Pages changed (1)')).toBeTruthy();
    expect(within(scheduled).getByText('Pages removed (2)')).toBeTruthy();
    const missing = within(scheduled).getByText('Missing once (1)').closest('details') as HTMLElement;
    // An address that is not a web page is shown, never linked.
    expect(within(missing).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(missing).getByText(/removed only if the next run finds them missing again/)).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(row).queryByRole('list', { name: 'Runs of rossi.test' })).toBeNull();
  });

  it('says "No runs yet" for a source without runs, and offers to try again when they cannot load', async () => {
    botApi([site()]);
    let fail = true;
    api.use(
      http.get('/api/chatbot/trainings/4/runs', () =>
        fail ? HttpResponse.text('boom', { status: 500 }) : HttpResponse.json({ success: true, runs: [] }),
      ),
    );
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    await user.click(within(row).getByRole('button', { name: 'What changed: rossi.test' }));
    expect((await within(row).findByRole('alert')).textContent).toContain('Could not load what changed.');
    fail = false;
    await user.click(within(row).getByRole('button', { name: 'Try again' }));
    expect(await within(row).findByText('No runs yet')).toBeTruthy();
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('"Refresh now" starts a run, is disabled while it runs, and the runs follow when it ends', async () => {
    const bot = botApi([site()]);
    const runs = [trainingRun({ id: 10, trainingId: 4, trigger: 'first', added: ['https://rossi.test/'] })];
    const runCalls = runsApi(runs);
    const retried: number[] = [];
    api.use(
      http.post('/api/chatbot/trainings/4/retry', () => {
        retried.push(4);
        const queued = { ...site(), status: 'queued' as const, done: 0, total: 0 };
        bot.save(queued);
        runs.unshift(
          trainingRun({ id: 11, trainingId: 4, trigger: 'manual', status: 'running', finishedAt: null }),
        );
        return HttpResponse.json({ success: true, training: queued });
      }),
    );
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    await user.click(within(row).getByRole('button', { name: 'What changed: rossi.test' }));
    expect(await within(row).findByText('First read')).toBeTruthy();
    expect(runCalls.calls()).toBe(1);

    const refresh = within(row).getByRole('button', { name: 'Refresh now: rossi.test' });
    await user.click(refresh);
    expect(retried).toEqual([4]);
    expect(await within(row).findByText('Queued')).toBeTruthy();
    expect((refresh as HTMLButtonElement).disabled).toBe(true);
    expect(within(row).getByRole('progressbar')).toBeTruthy();
    expect(await within(row).findByText('Manual refresh')).toBeTruthy();
    expect(within(row).getByText('Still running: what changed appears when it ends.')).toBeTruthy();

    // The run ends: the list's polling sees the source ready, and its runs are asked for again.
    runs[0] = trainingRun({
      id: 11,
      trainingId: 4,
      trigger: 'manual',
      changed: ['https://rossi.test/prices'],
      unchanged: 7,
    });
    const before = runCalls.calls();
    bot.save({ ...site(), updatedAt: '2026-03-03T10:00:00.000Z' });
    expect(
      await within(row).findByText('0 added · 1 changed · 0 removed · 7 unchanged', {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(runCalls.calls()).toBeGreaterThan(before);
    await waitFor(() => expect((refresh as HTMLButtonElement).disabled).toBe(false));
  });

  it('says why "Refresh now" was refused (past the daily quota) in the row', async () => {
    botApi([site()]);
    api.use(
      http.post('/api/chatbot/trainings/4/retry', () =>
        HttpResponse.json({ success: false, message: 'Daily training limit reached' }, { status: 429 }),
      ),
    );
    const { user } = await openTrain();
    const row = await screen.findByRole('listitem', { name: 'rossi.test' });
    await user.click(within(row).getByRole('button', { name: 'Refresh now: rossi.test' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Could not refresh: Daily training limit reached',
    );
    expect(within(row).getByText('Ready')).toBeTruthy();
  });

  it('shows the next scheduled update of a source on a schedule, in Italian on the Italian site', async () => {
    const nextRefreshAt = '2026-03-08T06:00:00.000Z';
    botApi([
      site(),
      { ...site(), id: 5, kind: 'url', label: 'https://rossi.test/faq', refresh: 'weekly', nextRefreshAt },
    ]);
    const { user } = await renderRoute('/portal/chatbot-embed');
    await user.click(await screen.findByRole('tab', { name: 'Addestramento' }));
    const row = await screen.findByRole('listitem', { name: 'https://rossi.test/faq' });
    const schedule = within(row).getByRole('combobox', {
      name: 'Aggiorna automaticamente: https://rossi.test/faq',
    }) as HTMLSelectElement;
    expect(schedule.value).toBe('weekly');
    expect(
      within(row).getByText(`Prossimo aggiornamento: ${formatDateTime(nextRefreshAt, 'it')}`),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Aggiorna ora: https://rossi.test/faq' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Cosa è cambiato: https://rossi.test/faq' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Contenuti' }));
    expect(screen.getByRole('checkbox', { name: 'Leggi tutto il sito' })).toBeTruthy();
  });
});
