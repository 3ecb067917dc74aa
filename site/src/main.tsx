import './lib/zod-csp.ts';
import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applySiteConfig, routerReady } from './app/bootstrap.ts';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import { languageOfPath } from './lib/language.ts';

applySiteConfig(initI18n(languageOfPath(window.location.pathname)));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const router = createRouter();
// Public pages arrive prerendered: wait for the page's lazy modules, then hydrate the same tree.
void routerReady(router).then(() => {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
