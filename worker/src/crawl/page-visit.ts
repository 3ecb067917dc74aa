import { createHash } from 'node:crypto';
import type { KnownPage, PageVisit } from '@vela/contracts';
import type { FetchedResponse } from '../net/http.fetcher.ts';

export type Validators = Pick<FetchedResponse, 'etag' | 'lastModified'>;

/** sha256 (hex) of a document's text: two runs that read the same text read the same page. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A 404 or a 410: the page is no more (a 5xx or a timeout only says it could not be read this time). */
export const isGone = (status: number): boolean => status === 404 || status === 410;

/** The headers that ask for a known page only if it changed since its validators were sent. */
export function conditionalHeaders(known: KnownPage | undefined): Record<string, string> | undefined {
  if (!known?.etag && !known?.lastModified) return undefined;
  return {
    ...(known.etag ? { 'if-none-match': known.etag } : {}),
    ...(known.lastModified ? { 'if-modified-since': known.lastModified } : {}),
  };
}

/** The validators a response sent, none of them when it sent none. */
export function validatorsOf(res: Validators): Validators {
  return {
    ...(res.etag ? { etag: res.etag } : {}),
    ...(res.lastModified ? { lastModified: res.lastModified } : {}),
  };
}

/** A known page found unchanged without reading it: its record, with the validators a 304 sent in place of the old. */
export function unchangedVisit(known: KnownPage, fresh: Validators, lastmod: string | undefined): PageVisit {
  const { etag, lastModified, lastmod: _stored, ...rest } = known;
  return {
    ...rest,
    ...validatorsOf({ etag: fresh.etag ?? etag, lastModified: fresh.lastModified ?? lastModified }),
    ...(lastmod ? { lastmod } : {}),
    state: 'unchanged',
  };
}
