// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@vela/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { admin, api, client, signedIn, startMockApi } from '../../../test/server.ts';

startMockApi();

const marco: User = {
  ...client,
  id: 8,
  username: 'marco',
  email: 'marco@bianchi.test',
  firstName: 'Marco',
  lastName: 'Bianchi',
  company: null,
};

describe('the clients list (/admin/users)', () => {
  it('lists every account the API returns, with its role', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/users', () => HttpResponse.json({ users: [admin, client, marco] })),
    );
    await renderRoute('/en/admin/users');
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeTruthy();
    const giulia = await screen.findByRole('row', { name: /giulia@example\.com/ });
    expect(within(giulia).getByText('Giulia Rossi')).toBeTruthy();
    expect(within(giulia).getByText('Rossi Srl')).toBeTruthy();
    expect(within(giulia).getByText('Client')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /marco@bianchi\.test/ })).getByText('-')).toBeTruthy();
    expect(screen.getByText('Showing 3 clients')).toBeTruthy();
  });

  it('narrows the list as the admin searches', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/users', () => HttpResponse.json({ users: [admin, client, marco] })),
    );
    const { user } = await renderRoute('/en/admin/users');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'bianchi');
    await waitFor(() => expect(screen.queryByRole('row', { name: /giulia@example\.com/ })).toBeNull());
    expect(screen.getByRole('row', { name: /marco@bianchi\.test/ })).toBeTruthy();
    expect(screen.getByText('Showing 1 client')).toBeTruthy();
  });

  it('says so when the list cannot be fetched', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/users', () => HttpResponse.text('boom', { status: 500 })),
    );
    await renderRoute('/en/admin/users');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not fetch users data');
  });

  it('speaks Italian on the Italian site', async () => {
    api.use(
      signedIn(admin),
      http.get('/api/admin/users', () => HttpResponse.json({ users: [client] })),
    );
    await renderRoute('/it/admin/users');
    expect(await screen.findByRole('heading', { name: 'Clienti', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'Azienda' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Menu amministrazione' }))
        .getByRole('link', { name: 'Progetti' })
        .getAttribute('href'),
    ).toBe('/it/admin/projects');
  });

  it('turns away a signed-in client with the access-denied notice', async () => {
    api.use(signedIn(client));
    const { router } = await renderRoute('/en/admin/users');
    expect(await screen.findByText('You need admin privileges to access this page.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
