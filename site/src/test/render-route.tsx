import { cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { routerReady } from '../app/bootstrap.ts';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { languageOfPath } from '../lib/language.ts';

afterEach(() => cleanup());
// A route loads its lazy modules and texts: on a loaded two-core machine that takes longer than the
// default second, and a test must fail on what a user sees, not on the machine's load.
configure({ asyncUtilTimeout: 5000 });

/** Opens `path` in the whole app (router, providers, toasts) as a visitor's browser would. */
export async function renderRoute(path: string) {
  if (!i18next.isInitialized) initI18n(languageOfPath(path));
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // As app/start.tsx does: the first page's lazy modules and texts load before the app renders.
  await routerReady(router);
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}
