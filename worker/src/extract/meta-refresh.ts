/** What `<meta http-equiv="refresh" content="…">` asks a browser to do. */
export interface MetaRefresh {
  /** Seconds the browser waits before it goes. */
  delaySeconds: number;
  /** Where it goes; undefined when the page only reloads itself (or names no http(s) address). */
  url?: URL;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

/**
 * Reads a refresh's `content` the way the HTML standard's "shared declarative refresh steps" do:
 * `0; URL='en/'`, `5;url=https://…`, `0, url="/it/"` and `3 /home` all name a target; the URL is
 * resolved against `base`. Answers undefined for content a browser would ignore.
 */
export function parseMetaRefresh(content: string | undefined, base: URL): MetaRefresh | undefined {
  if (content === undefined) return undefined;
  const input = content;
  let at = 0;
  const skipSpaces = () => {
    while (isSpace(input[at])) at++;
  };
  skipSpaces();
  const digits = /^\d*/.exec(input.slice(at))![0];
  if (!digits && input[at] !== '.') return undefined;
  at += digits.length;
  // the standard reads whole seconds and ignores a fraction
  at += /^[\d.]*/.exec(input.slice(at))![0].length;
  const delaySeconds = digits ? Number(digits) : 0;
  if (at >= input.length) return { delaySeconds };
  if (input[at] !== ';' && input[at] !== ',' && !isSpace(input[at])) return undefined;
  skipSpaces();
  if (input[at] === ';' || input[at] === ',') {
    at++;
    skipSpaces();
  }
  if (at >= input.length) return { delaySeconds };
  const urlStart = at;
  if (/^url/i.test(input.slice(at))) {
    at += 3;
    skipSpaces();
    if (input[at] === '=') {
      at++;
      skipSpaces();
    } else {
      at = urlStart;
    }
  }
  let target = input.slice(at);
  const quote = target[0] === '"' || target[0] === "'" ? target[0] : '';
  if (quote) {
    target = target.slice(1);
    const end = target.indexOf(quote);
    if (end >= 0) target = target.slice(0, end);
  }
  target = target.trim();
  if (!target) return { delaySeconds };
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return { delaySeconds };
  }
  url.hash = '';
  return url.protocol === 'http:' || url.protocol === 'https:' ? { delaySeconds, url } : { delaySeconds };
}
