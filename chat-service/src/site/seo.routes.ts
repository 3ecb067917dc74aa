import { PUBLIC_PAGE_PATHS } from '@vela/contracts';
import { Router } from 'express';

const englishOf = (path: string) => (path === '/' ? '/en' : `/en${path}`);

/** sitemap.xml with both languages of every public page and their hreflang alternates; robots.txt pointing to it. */
export function seoRoutes(origin: string) {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /portal',
        'Disallow: /admin',
        'Disallow: /auth',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
  router.get('/sitemap.xml', (_req, res) => {
    const urls = PUBLIC_PAGE_PATHS.flatMap((path) => {
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="it" href="${origin}${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}${englishOf(path)}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${path}"/>`,
      ].join('');
      return [path, englishOf(path)].map((loc) => `<url><loc>${origin}${loc}</loc>${alternates}</url>`);
    });
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
  return router;
}
