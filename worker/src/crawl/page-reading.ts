import { extractHtml } from '../extract/html.extract.ts';
import type { FetchedResponse } from '../net/http.fetcher.ts';
import type { PageRenderer, RefusedRequest, RenderAccess } from '../render/page-renderer.ts';
import type { CrawlSettings } from './crawl.settings.ts';
import { type ReadPage, readResponse } from './page.read.ts';

/**
 * Reads fetched pages for one crawl, rendering application shells in Chromium when the crawl has a
 * renderer; remembers which pages needed it and whether it could not be done.
 */
export class PageReading {
  /** Pages whose HTML was an application shell, rendered or (when `renderingUnavailable`) read as they came. */
  readonly rendered: string[] = [];
  renderingUnavailable = false;
  /** Requests rendered pages made that the guard or the limits refused. */
  readonly refused: RefusedRequest[] = [];

  constructor(
    private readonly settings: Pick<CrawlSettings, 'pdfEngine' | 'renderer'>,
    private readonly access: RenderAccess,
  ) {}

  readonly read = async (res: FetchedResponse): Promise<ReadPage> => {
    const read = await readResponse(res, this.settings.pdfEngine);
    if (read.kind !== 'html' || !read.page.appShell) return read;
    const outcome = await this.render(res);
    if (outcome.kind === 'unavailable') {
      this.renderingUnavailable = true;
      this.rendered.push(res.url.href);
      return read;
    }
    if (outcome.kind === 'failed') return read;
    this.rendered.push(res.url.href);
    this.refused.push(...outcome.refused);
    const page = extractHtml(outcome.html, res.url);
    return { kind: 'html', page: page.text.length >= read.page.text.length ? page : read.page };
  };

  private render(res: FetchedResponse): ReturnType<PageRenderer['render']> {
    const renderer: PageRenderer | undefined = this.settings.renderer;
    if (!renderer) return Promise.resolve({ kind: 'unavailable' });
    const document = { url: res.url.href, contentType: res.contentType, body: res.body };
    return renderer.render(document, this.access);
  }
}
