import type { Dispatcher } from 'undici';
import type { ResolveMap } from '../net/resolve-map.ts';

/** How a rendered page's requests reach the network: the crawl's own guarded agent and resolve map. */
export interface RenderAccess {
  /** The crawl's guarded undici agent: every request the page makes is fetched through it. */
  dispatcher: Dispatcher;
  resolve: ResolveMap;
  /** Cap on each response the page receives. */
  maxBytes: number;
  signal?: AbortSignal;
}

/** The page as the crawler already fetched it: the browser is handed it instead of asking again. */
export interface RenderedDocument {
  url: string;
  contentType: string;
  body: Uint8Array;
}

/** A request the page made that was refused, and why. */
export interface RefusedRequest {
  url: string;
  reason: 'blocked' | 'scheme' | 'method' | 'too_large' | 'error';
}

export type RenderOutcome =
  | { kind: 'rendered'; html: string; refused: RefusedRequest[] }
  /** No Chromium on this machine (or it would not start): the page is read as plain HTML. */
  | { kind: 'unavailable' }
  | { kind: 'failed'; reason: string };

/** Renders application shells in a headless browser whose every request goes through the crawl's guard. */
export interface PageRenderer {
  render(document: RenderedDocument, access: RenderAccess): Promise<RenderOutcome>;
  close(): Promise<void>;
}
