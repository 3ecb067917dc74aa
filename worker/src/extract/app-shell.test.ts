import { describe, expect, it } from 'vitest';
import { extractHtml } from './html.extract.ts';

const shellOf = (body: string, head = '') =>
  extractHtml(
    `<!doctype html><html><head><title>App</title>${head}</head><body>${body}</body></html>`,
    new URL('http://x.test/'),
  ).appShell;
const prose = 'Il forno sforna pane, focacce e dolci ogni mattina con lievito madre. '.repeat(5);

describe('telling an application shell from a page', () => {
  it.each([
    ['a React root', '<div id="root"></div><script src="/main.js"></script>'],
    ['a Vue root without scripts in the body', '<div id="app"></div>'],
    ['Next.js', '<div id="__next"></div>'],
    ['Nuxt', '<div id="__nuxt"><div>Caricamento…</div></div>'],
    ['a server-rendered React mark', '<div data-reactroot=""></div>'],
    ['Angular', '<app-root ng-version="17.0.0"></app-root>'],
    ['a bare script in an empty body', '<div class="mount"></div><script>start()</script>'],
  ])('takes %s with little text for a shell', (_, body) => {
    expect(shellOf(body)).toBe(true);
  });

  it('takes a script in the head and a body saying only “loading” for a shell', () => {
    expect(shellOf('<p>Loading…</p>', '<script type="module" src="/app.js"></script>')).toBe(true);
  });

  it('does not take a page with its text for a shell, mount point or not', () => {
    expect(shellOf(`<div id="root"><main><p>${prose}</p></main></div><script src="/main.js"></script>`)).toBe(
      false,
    );
  });

  it('does not take a short page without scripts or a mount point for a shell', () => {
    expect(shellOf('<main><p>Pagina in costruzione.</p></main>')).toBe(false);
    // JSON-LD is data for search engines, not a script drawing the page.
    const data = '<script type="application/ld+json">{"@type":"Bakery"}</script>';
    expect(shellOf('<main><p>Pagina in costruzione.</p></main>', data)).toBe(false);
    expect(shellOf('<main><p>Pagina in costruzione.</p></main>', '<script src="/app.js"></script>')).toBe(
      true,
    );
  });

  it('does not take a short page whose body has text outside its main part for a shell', () => {
    expect(shellOf(`<nav>${prose}</nav><main><p>Breve.</p></main><script>track()</script>`)).toBe(false);
  });
});
