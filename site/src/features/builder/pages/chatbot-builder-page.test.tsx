// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { settings, training } from '../../../test/builder-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { api, client, signedIn, startMockApi } from '../../../test/server.ts';

// Live training progress rides on Socket.IO; these tests read the list the API answers.
vi.mock('socket.io-client', () => ({ io: () => ({ on: vi.fn(), disconnect: vi.fn() }) }));

startMockApi();

const trainings = [
  training({ id: 1, kind: 'document', label: 'price-list.pdf', status: 'ready', chunkCount: 12 }),
  training({ id: 2, kind: 'url', label: 'https://rossi.test/faq', status: 'crawling', done: 3, total: 10 }),
  training({
    id: 3,
    kind: 'document',
    label: 'scan.pdf',
    status: 'failed',
    error: 'The file has no readable text',
  }),
];

function botApi() {
  api.use(
    signedIn(client),
    http.get('/api/chatbot/settings', () => HttpResponse.json(settings)),
    http.get('/api/chatbot/trainings', () => HttpResponse.json(trainings)),
  );
}

describe('the chatbot builder (/portal/chatbot-embed)', () => {
  it('shows the saved settings of the signed-in client’s bot', async () => {
    botApi();
    await renderRoute('/en/portal/chatbot-embed');
    expect(await screen.findByRole('heading', { name: 'Chatbot builder', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Bot name') as HTMLInputElement).value).toBe('Rossi Assistant');
  });

  it('says so when the settings cannot be loaded', async () => {
    api.use(
      signedIn(client),
      http.get('/api/chatbot/settings', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/portal/chatbot-embed');
    expect(await screen.findByText('Could not load your chatbot settings')).toBeTruthy();
  });

  it('saves: the button says Saving while the server works, then Changes Saved', async () => {
    botApi();
    let saved: unknown;
    api.use(
      http.put('/api/chatbot/settings', async ({ request }) => {
        saved = await request.json();
        await delay(150);
        return HttpResponse.json({ ...settings, ...(saved as object) });
      }),
    );
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    const name = await screen.findByLabelText('Bot name');
    await user.clear(name);
    await user.type(name, 'Rossi Helper');
    expect(screen.getByText('You have unsaved changes: save them to publish.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Changes Saved' })).toBeTruthy();
    expect(saved).toMatchObject({ botName: 'Rossi Helper' });
    expect(screen.queryByText('You have unsaved changes: save them to publish.')).toBeNull();
  });

  it('shows the server’s reason when a save is refused', async () => {
    botApi();
    api.use(
      http.put('/api/chatbot/settings', () =>
        HttpResponse.json({ message: 'Bot name is too long' }, { status: 400 }),
      ),
    );
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Could not save your changes')).toBeTruthy();
    expect(screen.getByText('Bot name is too long')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('saves the privacy and lead settings: retention, webhook address, never the secret', async () => {
    botApi();
    let saved: Record<string, unknown> = {};
    api.use(
      http.put('/api/chatbot/settings', async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...settings, ...saved });
      }),
    );
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    await user.click(await screen.findByRole('tab', { name: 'Privacy & leads' }));
    const retention = screen.getByLabelText('Keep conversations for') as HTMLSelectElement;
    expect(retention.value).toBe('90');
    expect(
      within(retention)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['7 days', '30 days', '90 days (default)', '180 days', '365 days']);
    expect(
      screen.getByText(
        'Conversations, leads and question counts older than this are deleted every day. Visitors can delete their own conversation from the chat. IP addresses are never stored.',
      ),
    ).toBeTruthy();
    const secret = screen.getByLabelText('Webhook secret') as HTMLInputElement;
    expect(secret.value).toBe('whsec_3f9a1c');
    expect(secret.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(screen.getByText('X-Vela-Signature: sha256=<HMAC-SHA256>')).toBeTruthy();

    const webhook = screen.getByLabelText(/Webhook URL/);
    await user.type(webhook, 'not a url');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'The webhook must be an address like https://example.com/hooks/vela',
    );
    await user.clear(webhook);
    await user.type(webhook, 'https://crm.rossi.test/hooks/vela');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.selectOptions(retention, '30 days');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Changes Saved' })).toBeTruthy();
    expect(saved).toMatchObject({ retentionDays: 30, webhookUrl: 'https://crm.rossi.test/hooks/vela' });
    expect(saved).not.toHaveProperty('webhookSecret');
  });

  it('shows the server’s reason when the webhook address is refused', async () => {
    botApi();
    api.use(
      http.put('/api/chatbot/settings', () =>
        HttpResponse.json(
          { message: 'The webhook address must be reachable on the public internet' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    await user.click(await screen.findByRole('tab', { name: 'Privacy & leads' }));
    await user.type(screen.getByLabelText(/Webhook URL/), 'http://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The webhook address must be reachable on the public internet'),
    ).toBeTruthy();
  });

  it('lists the training sources with their status, progress and failure reason', async () => {
    botApi();
    const { user } = await renderRoute('/en/portal/chatbot-embed');
    await user.click(await screen.findByRole('tab', { name: 'Train' }));
    const ready = await screen.findByRole('listitem', { name: 'price-list.pdf' });
    expect(within(ready).getByText('Ready')).toBeTruthy();
    expect(within(ready).getByText('12 passages learned')).toBeTruthy();
    const reading = screen.getByRole('listitem', { name: 'https://rossi.test/faq' });
    expect(within(reading).getByText('Reading')).toBeTruthy();
    expect(within(reading).getByText('3 of 10')).toBeTruthy();
    expect(within(reading).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    const failed = screen.getByRole('listitem', { name: 'scan.pdf' });
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Reason: The file has no readable text')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry scan.pdf' })).toBeTruthy();
  });

  it('speaks Italian on the Italian site', async () => {
    botApi();
    const { user } = await renderRoute('/portal/chatbot-embed');
    expect(await screen.findByLabelText('Nome del bot')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Addestramento' }));
    const ready = await screen.findByRole('listitem', { name: 'price-list.pdf' });
    expect(within(ready).getByText('Pronto')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'scan.pdf' })).getByText('Non riuscito')).toBeTruthy();
  });
});
