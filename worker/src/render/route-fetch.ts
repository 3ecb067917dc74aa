import type { Dispatcher } from 'undici';
import { request } from 'undici';
import { connectionTarget, describe, readCapped } from '../net/http.fetcher.ts';
import { USER_AGENT } from '../net/user-agent.ts';
import type { RefusedRequest, RenderAccess } from './page-renderer.ts';

/** What a page's request is answered with, or why it was refused. */
export type RouteAnswer =
  | { status: number; headers: Record<string, string>; body: Buffer }
  | { refused: RefusedRequest['reason'] };

/** A page reads; it does not write: forms and beacons are not sent on a crawl. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Request headers Chromium's own network layer would set, or that only name the browser. */
const DROPPED_REQUEST_HEADERS =
  /^(host|connection|content-length|accept-encoding|user-agent|cookie|upgrade|keep-alive|proxy-.*|sec-ch-.*)$/i;
/** The body is handed over whole; cookies stay out of a crawl. */
const DROPPED_RESPONSE_HEADERS = /^(content-length|transfer-encoding|connection|keep-alive|set-cookie)$/i;

function flatten(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || DROPPED_RESPONSE_HEADERS.test(name)) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/**
 * Fetches one request a rendered page makes through the crawl's guarded agent (its address checked on
 * the DNS answer, the URL and the socket) with the crawl's resolve map; redirects are answered as they
 * are, so the browser's next hop comes back here and is checked again.
 */
export async function fetchForPage(
  input: { url: string; method: string; headers: Record<string, string> },
  access: RenderAccess,
  timeoutMs: number,
): Promise<RouteAnswer> {
  const url = new URL(input.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: 'scheme' };
  if (!READ_METHODS.has(input.method)) return { refused: 'method' };
  const target = connectionTarget(url, access.resolve);
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, 'accept-encoding': 'identity' };
  for (const [name, value] of Object.entries(input.headers)) {
    if (!DROPPED_REQUEST_HEADERS.test(name)) headers[name] = value;
  }
  if (target.host) headers.host = target.host;
  try {
    const res = await request(`${target.origin}${url.pathname}${url.search}`, {
      dispatcher: access.dispatcher,
      method: input.method as 'GET' | 'HEAD',
      signal: access.signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      headers,
    });
    if (Number(res.headers['content-length'] ?? 0) > access.maxBytes) {
      res.body.destroy();
      return { refused: 'too_large' };
    }
    const body = await readCapped(res.body, access.maxBytes);
    return { status: res.statusCode, headers: flatten(res.headers), body };
  } catch (err) {
    const failure = describe(err, url, access.signal);
    if (failure.kind === 'blocked') return { refused: 'blocked' };
    if (failure.kind === 'too_large') return { refused: 'too_large' };
    return { refused: 'error' };
  }
}
