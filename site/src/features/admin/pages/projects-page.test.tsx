// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminProject } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const project = (id: number, name: string, status: string): AdminProject => ({
  id,
  clientId: client.id,
  name,
  description: null,
  status,
  startDate: '2026-03-01',
  endDate: '2026-06-30',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  clientUsername: client.username,
  clientName: 'Giulia Rossi',
});

/** Projects the API lists, and whose delete removes one. */
function projectsApi() {
  let projects = [project(3, 'Website redesign', 'in_progress'), project(4, 'Voice agent', 'on_hold')];
  api.use(
    signedIn(admin),
    http.get('/api/admin/users', () => HttpResponse.json({ users: [admin, client] })),
    http.get('/api/admin/projects', () => HttpResponse.json({ projects })),
    http.delete('/api/projects/:id', ({ params }) => {
      projects = projects.filter((p) => p.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe("clients' projects (/admin/projects)", () => {
  it('lists the projects the API returns, with client, status and dates', async () => {
    projectsApi();
    await renderRoute('/en/admin/projects');
    const redesign = await screen.findByRole('row', { name: /Website redesign/ });
    expect(within(redesign).getByText('Giulia Rossi')).toBeTruthy();
    expect(within(redesign).getByText('In progress')).toBeTruthy();
    expect(within(redesign).getByText('Mar 1, 2026 – Jun 30, 2026')).toBeTruthy();
    expect(
      within(redesign).getByRole('link', { name: 'Open in portal: Website redesign' }).getAttribute('href'),
    ).toBe('/en/portal/projects/3');
    expect(within(screen.getByRole('row', { name: /Voice agent/ })).getByText('On hold')).toBeTruthy();
  });

  it('asks before deleting a project, then removes its row', async () => {
    projectsApi();
    const { user } = await renderRoute('/en/admin/projects');
    await user.click(await screen.findByRole('button', { name: 'Delete Website redesign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        'Delete the project “Website redesign” with all its tasks and milestones? This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Website redesign/ })).toBeNull());
    expect(screen.getByText('“Website redesign” has been deleted.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Voice agent/ })).toBeTruthy();
  });

  it('shows the API’s message when a delete is refused', async () => {
    projectsApi();
    api.use(
      http.delete('/api/projects/:id', () => HttpResponse.text('Project has open invoices', { status: 409 })),
    );
    const { user } = await renderRoute('/en/admin/projects');
    await user.click(await screen.findByRole('button', { name: 'Delete Voice agent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('409: Project has open invoices')).toBeTruthy();
    expect(screen.getByText('Voice agent')).toBeTruthy();
  });

  it('shows the API’s message when the projects cannot be fetched', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/users', () => HttpResponse.json({ users: [admin, client] })),
      http.get('/api/admin/projects', () => HttpResponse.text('database is locked', { status: 500 })),
    );
    await renderRoute('/en/admin/projects');
    expect(await screen.findByText('Could not fetch projects')).toBeTruthy();
    expect(screen.getByText('500: database is locked')).toBeTruthy();
  });

  it('speaks Italian on the Italian site', async () => {
    projectsApi();
    const { user } = await renderRoute('/it/admin/projects');
    expect(await screen.findByRole('heading', { name: 'Progetti dei clienti', level: 1 })).toBeTruthy();
    const redesign = await screen.findByRole('row', { name: /Website redesign/ });
    expect(within(redesign).getByText('In corso')).toBeTruthy();
    expect(within(redesign).getByText('1 mar 2026 – 30 giu 2026')).toBeTruthy();
    await user.click(within(redesign).getByRole('button', { name: 'Elimina Website redesign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sei sicuro?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('«Website redesign» è stato eliminato.')).toBeTruthy();
  });
});
