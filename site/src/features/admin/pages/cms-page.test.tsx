// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { CmsContent, CmsMedia } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const content = (id: number, type: CmsContent['type'], key: string, value: string): CmsContent => ({
  id,
  type,
  key,
  value,
  language: 'en',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

/** A CMS whose lists answer what is stored, and whose deletes remove from it. */
function cmsApi() {
  let contents = [
    content(1, 'hero', 'title', 'Automate your business'),
    content(2, 'footer', 'tagline', 'AI for everyone'),
  ];
  let medias: CmsMedia[] = [
    {
      id: 5,
      filename: 'team.pdf',
      originalFilename: 'Team.pdf',
      url: '/media/team.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      alt: null,
      section: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ];
  api.use(
    signedIn(admin),
    http.get('/api/cms/content', () => HttpResponse.json({ contents })),
    http.delete('/api/cms/content/:id', ({ params }) => {
      contents = contents.filter((c) => c.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/cms/media', () => HttpResponse.json({ medias })),
    http.delete('/api/cms/media/:id', ({ params }) => {
      medias = medias.filter((m) => m.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('content management (/admin/cms)', () => {
  it('lists the site texts the API returns', async () => {
    cmsApi();
    await renderRoute('/en/admin/cms');
    const hero = await screen.findByRole('row', { name: /Automate your business/ });
    expect(within(hero).getByText('Hero')).toBeTruthy();
    expect(within(hero).getByText('title')).toBeTruthy();
    expect(screen.getByRole('row', { name: /AI for everyone/ })).toBeTruthy();
  });

  it('asks before deleting a text, then removes its row', async () => {
    cmsApi();
    const { user } = await renderRoute('/en/admin/cms');
    await user.click(await screen.findByRole('button', { name: 'Delete hero/title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this content? This action cannot be undone.'),
    ).toBeTruthy();
    // Behind the open dialog the page is hidden from assistive technology, the row still there.
    expect(screen.getByText('Automate your business')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Automate your business/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Content deleted')).toBeTruthy();
    expect(screen.getByRole('row', { name: /AI for everyone/ })).toBeTruthy();
  });

  it('keeps the text when the admin cancels', async () => {
    cmsApi();
    const { user } = await renderRoute('/en/admin/cms');
    await user.click(await screen.findByRole('button', { name: 'Delete hero/title' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('row', { name: /Automate your business/ })).toBeTruthy();
  });

  it('shows the API’s message when a delete is refused, and keeps the row', async () => {
    cmsApi();
    api.use(
      http.delete('/api/cms/content/:id', () => HttpResponse.text('Content is locked', { status: 409 })),
    );
    const { user } = await renderRoute('/en/admin/cms');
    await user.click(await screen.findByRole('button', { name: 'Delete hero/title' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting content')).toBeTruthy();
    expect(screen.getByText('409: Content is locked')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
    expect(screen.getByText('Automate your business')).toBeTruthy();
  });

  it('shows the API’s message when the texts cannot be fetched', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/cms/content', () => HttpResponse.text('database is locked', { status: 500 })),
    );
    await renderRoute('/en/admin/cms');
    expect(await screen.findByText('Failed to fetch CMS contents')).toBeTruthy();
    expect(screen.getByText('500: database is locked')).toBeTruthy();
  });

  it('asks before deleting a media file, then removes its card', async () => {
    cmsApi();
    const { user } = await renderRoute('/en/admin/cms');
    await user.click(await screen.findByRole('tab', { name: 'Media Assets' }));
    await user.click(await screen.findByRole('button', { name: 'Delete team.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete team.pdf' })).toBeNull());
    expect(screen.getByText('Media deleted')).toBeTruthy();
  });

  it('speaks Italian on the Italian site, the confirmation too', async () => {
    cmsApi();
    const { user } = await renderRoute('/it/admin/cms');
    expect(await screen.findByRole('heading', { name: 'Gestione contenuti', level: 1 })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Elimina hero/title' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sei sicuro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Contenuto eliminato')).toBeTruthy();
  });
});
