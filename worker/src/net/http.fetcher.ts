import type { Dispatcher } from 'undici';
import { request } from 'undici';
import { BlockedAddressError } from './guarded-agent.ts';
import type { ResolveMap } from './resolve-map.ts';
import { resolvedBase } from './resolve-map.ts';
import { USER_AGENT } from './user-agent.ts';

export type FetchFailureKind =
  | 'blocked'
  | 'too_large'
  | 'timeout'
  | 'network'
  | 'offsite_redirect'
  | 'too_many_redirects'
  | 'aborted';

/** Why a URL could not be fetched, in words a site owner understands. */
export class FetchError extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface FetchSettings {
  dispatcher: Dispatcher;
  resolve: ResolveMap;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** Whether a redirect target may be followed; the crawl keeps to its own site. */
  followRedirect?: (to: URL) => boolean;
  /** `manual`: a redirect is answered as is, with its `location`, for a caller that takes each hop itself. */
  redirect?: 'follow' | 'manual';
  signal?: AbortSignal;
  accept?: string;
  /** Sent with every hop: the validators of a conditional request (`if-none-match`, `if-modified-since`). */
  headers?: Record<string, string>;
}

export interface FetchedResponse {
  /** The final URL after redirects, in the domain's own terms. */
  url: URL;
  status: number;
  contentType: string;
  body: Buffer;
  /** Where a redirect points, when redirects are `manual`. */
  location?: URL;
  /** The response's validators, for asking conditionally next time. */
  etag?: string;
  lastModified?: string;
}

/** A response header's one value (undici gives repeated ones as an array). */
function headerOf(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

function responseValidators(
  headers: Dispatcher.ResponseData['headers'],
): Pick<FetchedResponse, 'etag' | 'lastModified'> {
  const etag = headerOf(headers, 'etag');
  const lastModified = headerOf(headers, 'last-modified');
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

/** Where a request for `url` connects: the resolve map's base for a mapped host (its Host header kept), else the URL's origin. */
export function connectionTarget(url: URL, resolve: ResolveMap): { origin: string; host?: string } {
  const base = resolvedBase(resolve, url.hostname);
  return base ? { origin: base.origin, host: url.host } : { origin: url.origin };
}

/** A fetch failure in a site owner's words. */
export function describe(err: unknown, url: URL, signal?: AbortSignal): FetchError {
  if (err instanceof FetchError) return err;
  if (err instanceof BlockedAddressError || (err as Error)?.cause instanceof BlockedAddressError) {
    return new FetchError('blocked', `${url.hostname} is a private or reserved address`);
  }
  if (signal?.aborted) return new FetchError('aborted', 'the import was cancelled');
  const e = err as { name?: string; code?: string; message?: string };
  if (e?.name === 'TimeoutError' || e?.code?.includes('TIMEOUT')) {
    return new FetchError('timeout', `${url.host} did not answer in time`);
  }
  const code = e?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new FetchError('network', `${url.hostname} could not be found`);
  }
  if (code === 'ECONNREFUSED') return new FetchError('network', `${url.host} refused the connection`);
  return new FetchError('network', `${url.host} could not be reached (${code ?? e?.message ?? 'error'})`);
}

/** Reads a body, failing with `too_large` past `maxBytes`. */
export async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      throw new FetchError('too_large', `the response is larger than ${Math.round(maxBytes / 1e6)} MB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * GETs a URL through the guarded dispatcher, following redirects hop by hop (each hop is a new request,
 * so its address is checked again), with a timeout and a response size cap.
 */
export async function fetchUrl(start: URL, settings: FetchSettings): Promise<FetchedResponse> {
  const signal = settings.signal;
  let url = start;
  for (let hop = 0; hop <= (settings.maxRedirects ?? 5); hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchError('offsite_redirect', `${url.protocol} links cannot be read`);
    }
    const target = connectionTarget(url, settings.resolve);
    let res: Dispatcher.ResponseData;
    try {
      res = await request(`${target.origin}${url.pathname}${url.search}`, {
        dispatcher: settings.dispatcher,
        method: 'GET',
        signal,
        // undici's own timers: cheaper than a timeout signal per request, and they bound a stalled body too
        headersTimeout: settings.timeoutMs,
        bodyTimeout: settings.timeoutMs,
        headers: {
          'user-agent': USER_AGENT,
          accept: settings.accept ?? 'text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.5',
          'accept-language': 'it,en;q=0.8',
          ...settings.headers,
          ...(target.host ? { host: target.host } : {}),
        },
      });
    } catch (err) {
      throw describe(err, url, settings.signal);
    }
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      await res.body.dump();
      const next = new URL(location, url);
      if (settings.redirect === 'manual') {
        return { url, status: res.statusCode, contentType: '', body: Buffer.alloc(0), location: next };
      }
      if (settings.followRedirect && !settings.followRedirect(next)) {
        throw new FetchError('offsite_redirect', `it redirects to another site (${next.host})`);
      }
      url = next;
      continue;
    }
    if (res.statusCode === 304) {
      // not modified: the copy the caller asked about still holds, and no body comes with the answer
      await res.body.dump();
      return { url, status: 304, contentType: '', body: Buffer.alloc(0), ...responseValidators(res.headers) };
    }
    const declared = Number(res.headers['content-length'] ?? 0);
    if (declared > settings.maxBytes) {
      res.body.destroy();
      throw new FetchError(
        'too_large',
        `the response is larger than ${Math.round(settings.maxBytes / 1e6)} MB`,
      );
    }
    try {
      const body = await readCapped(res.body, settings.maxBytes);
      const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
      return { url, status: res.statusCode, contentType, body, ...responseValidators(res.headers) };
    } catch (err) {
      throw describe(err, url, settings.signal);
    }
  }
  throw new FetchError('too_many_redirects', 'it redirects too many times');
}
