// The application, loaded by main.tsx once the page has painted.
import '../lib/zod-csp.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '../i18n/i18n.ts';
import { languageOfPath } from '../lib/language.ts';
import { applySiteConfig, routerReady } from './bootstrap.ts';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

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
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a click or a key during hydration is answered at once.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
