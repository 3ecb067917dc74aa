const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const NO_LANGUAGE = new Set(['mul', 'mis', 'zxx']);

/** The primary language of a tag (`en-GB` → `en`), or undefined when it names no known language. */
export function primaryLanguage(tag: string | undefined): string | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return undefined;
  return names.of(primary) && !NO_LANGUAGE.has(primary) ? primary : undefined;
}

const PREFIX = /^([a-z]{2})(?:[-_](?:[a-z]{2}|[a-z]{4}))?$/i;

/** The language an `/en/`, `/it/` or `/en-gb/` first path segment names, if any. */
export function pathLanguage(url: URL): string | undefined {
  const first = url.pathname.split('/')[1] ?? '';
  return PREFIX.test(first) ? primaryLanguage(first) : undefined;
}
