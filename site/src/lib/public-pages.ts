import { PUBLIC_PAGE_PATHS, publicPageForms, splitLanguagePrefix } from '@vela/contracts/public';

export interface Alternates {
  /** The one URL search engines should index for this page and language. */
  canonical: string;
  it: string;
  en: string;
}

const withPrefix = (prefix: '' | '/it' | '/en', path: string) =>
  path === '/' ? prefix || '/' : `${prefix}${path}`;

/** Canonical and language alternates of a public page (unprefixed and /it are the same Italian page). */
export function alternatesOf(pathname: string): Alternates | undefined {
  const { prefix, path } = splitLanguagePrefix(pathname.replace(/(.)\/$/, '$1'));
  if (!(PUBLIC_PAGE_PATHS as readonly string[]).includes(path)) return undefined;
  const it = withPrefix('', path);
  const en = withPrefix('/en', path);
  return { canonical: prefix === 'en' ? en : it, it, en };
}

/** Every path a visitor can open for a public page: unprefixed, /it and /en. */
export function prerenderPaths(): string[] {
  return PUBLIC_PAGE_PATHS.flatMap(publicPageForms);
}
