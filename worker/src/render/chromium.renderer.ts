import type { Browser, BrowserContext, Route } from 'playwright-core';
import { USER_AGENT } from '../net/user-agent.ts';
import { findChromium } from './chromium-path.ts';
import type {
  PageRenderer,
  RefusedRequest,
  RenderAccess,
  RenderedDocument,
  RenderOutcome,
} from './page-renderer.ts';
import { fetchForPage } from './route-fetch.ts';
import { Semaphore } from './semaphore.ts';

export interface ChromiumRendererOptions {
  /** `CHROMIUM_PATH`; unset: the first Chromium or Chrome found in the usual places. */
  executablePath?: string;
  /** Pages rendered at once in this process (default 2). */
  maxPages?: number;
  /** Everything one page may take, from opening to its HTML (default 15 s). */
  timeoutMs?: number;
  /** After the load event, how long to wait for the network to go quiet (default 3 s, within the limit). */
  settleMs?: number;
  /** Said once: that rendering is unavailable, and why. */
  log?: (message: string) => void;
}

/**
 * Chromium never reaches the network by itself: every request is answered by the route below, and what
 * escapes it (a WebSocket, a prefetch) meets a proxy that is not there.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--dns-prefetch-disable',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--js-flags=--max-old-space-size=256',
];

/** Text, not pictures: what a page shows in images, fonts and video is not read. */
const UNREAD_TYPES = new Set(['image', 'media', 'font']);

const withTimeout = <T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`rendering took longer than ${Math.round(ms / 1000)} s`));
    }, ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * One headless Chromium for the whole process, launched at the first page that needs it, rendering at
 * most `maxPages` pages at a time, each in a fresh context closed afterwards.
 */
export function createChromiumRenderer(options: ChromiumRendererOptions = {}): PageRenderer {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const settleMs = options.settleMs ?? 3_000;
  const slots = new Semaphore(options.maxPages ?? 2);
  const log = options.log ?? ((message: string) => console.warn(message));
  let browser: Promise<Browser | undefined> | undefined;
  let closed = false;

  const unavailable = (why: string) => {
    log(`JavaScript-built pages are read as plain HTML: ${why}`);
    return undefined;
  };
  const launch = async (): Promise<Browser | undefined> => {
    const executablePath = findChromium(options.executablePath);
    if (!executablePath) {
      return unavailable(
        options.executablePath
          ? `CHROMIUM_PATH (${options.executablePath}) is not an executable file`
          : 'no Chromium was found (set CHROMIUM_PATH)',
      );
    }
    try {
      // loaded only when a shell is met: most crawls never need it
      const { chromium } = await import('playwright-core');
      const launched = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
      // a browser that dies is launched again at the next page that needs it
      launched.on('disconnected', () => {
        if (browser && !closed) browser = undefined;
      });
      return launched;
    } catch (err) {
      return unavailable(`Chromium at ${executablePath} did not start (${(err as Error).message})`);
    }
  };

  const renderIn = async (
    context: BrowserContext,
    document: RenderedDocument,
    access: RenderAccess,
    refused: RefusedRequest[],
  ) => {
    let documentServed = false;
    const refuse = (route: Route, url: string, reason: RefusedRequest['reason']) => {
      refused.push({ url, reason });
      return route.abort(reason === 'blocked' ? 'addressunreachable' : 'blockedbyclient');
    };
    await context.routeWebSocket(/.*/, (ws) => {
      refused.push({ url: ws.url(), reason: 'scheme' });
      return ws.close({ code: 1008, reason: 'not while crawling' });
    });
    await context.route('**/*', async (route) => {
      const request = route.request();
      const url = request.url();
      if (!documentServed && request.isNavigationRequest() && url === document.url) {
        documentServed = true;
        return route.fulfill({
          status: 200,
          contentType: document.contentType || 'text/html',
          body: Buffer.from(document.body),
        });
      }
      if (UNREAD_TYPES.has(request.resourceType())) return route.abort('blockedbyclient');
      const answer = await fetchForPage(
        { url, method: request.method(), headers: request.headers() },
        access,
        timeoutMs,
      );
      if ('refused' in answer) return refuse(route, url, answer.refused);
      return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(document.url, { waitUntil: 'load', timeout: timeoutMs });
    const left = timeoutMs - (Date.now() - started);
    await page
      .waitForLoadState('networkidle', { timeout: Math.max(1, Math.min(settleMs, left - 500)) })
      .catch(() => {});
    return page.content();
  };

  return {
    async render(document, access) {
      if (closed) return { kind: 'failed', reason: 'the renderer is closed' };
      browser ??= launch();
      const running = await browser;
      if (!running) return { kind: 'unavailable' };
      return slots.use(async (): Promise<RenderOutcome> => {
        if (access.signal?.aborted) return { kind: 'failed', reason: 'aborted' };
        const refused: RefusedRequest[] = [];
        let context: BrowserContext | undefined;
        try {
          context = await running.newContext({
            serviceWorkers: 'block',
            userAgent: USER_AGENT,
            acceptDownloads: false,
            locale: 'it-IT',
          });
          const opened = context;
          const html = await withTimeout(renderIn(opened, document, access, refused), timeoutMs, () => {
            void opened.close().catch(() => {});
          });
          return { kind: 'rendered', html, refused };
        } catch (err) {
          return { kind: 'failed', reason: (err as Error).message };
        } finally {
          await context?.close().catch(() => {});
        }
      });
    },
    async close() {
      closed = true;
      const running = await browser?.catch(() => undefined);
      await running?.close().catch(() => {});
    },
  };
}
