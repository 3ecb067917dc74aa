/**
 * The Forno Bellavista fixture site on a fixed port for Playwright's webServer list, so the product can
 * be started with CRAWL_RESOLVE=forno-bellavista.test=http://127.0.0.1:<port>. The worker's fixture
 * listens on a free port; this forwards the fixed one to it, Host header included. Requests for the entry
 * sites' hosts (worker/src/test/entry-sites.ts: home pages that send a browser elsewhere first) go to
 * those instead; requests for the changing winery site (worker/src/test/changing-site.ts) go to it, and
 * `POST /__vigna/change` on this port changes that site the way the freshness journey needs (hours edited
 * and linking a new page, the cellar page removed).
 */
import { createServer, request } from 'node:http';
import { startChangingSite, VIGNA_DOMAIN } from '../../worker/src/test/changing-site.ts';
import { startEntrySites } from '../../worker/src/test/entry-sites.ts';
import { startFixtureSite } from '../../worker/src/test/fixture-site.ts';

export const FIXTURE_PORT = 4567;
export const FIXTURE_DOMAIN = 'forno-bellavista.test';

async function main() {
  const site = await startFixtureSite();
  const entrySites = await startEntrySites();
  const vigna = await startChangingSite();
  const proxy = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (req.method === 'POST' && req.url === '/__vigna/change') {
      vigna.set('/orari', {
        title: 'Orari',
        text: 'La cantina è aperta dal mercoledì alla domenica, dalle 10 alle 19.',
        links: ['/degustazioni'],
      });
      vigna.set('/degustazioni', {
        title: 'Degustazioni',
        text: 'Degustazione di cinque vini con taglieri.',
      });
      vigna.remove('/cantina');
      return void res.writeHead(204).end();
    }
    const destination =
      host === VIGNA_DOMAIN
        ? vigna.baseUrl
        : entrySites.hostNames.includes(host)
          ? entrySites.baseUrl
          : site.baseUrl;
    const target = new URL(destination);
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const port = Number(process.env.FIXTURE_PORT ?? FIXTURE_PORT);
  proxy.listen(port, '127.0.0.1', () => console.log(`fixture site ${FIXTURE_DOMAIN} on 127.0.0.1:${port}`));
  const stop = () => {
    proxy.close();
    void Promise.all([site.close(), entrySites.close(), vigna.close()]).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith('fixture-server.ts')) void main();
