import { isWebAddress } from './crawl-report/crawl-report.ts';

/**
 * Page addresses a crawl wrote down: http(s) ones as links opening apart (they come from the crawled
 * site, so nothing is followed on its behalf), anything else as text.
 */
export function UrlList({ urls }: { urls: string[] }) {
  return (
    <ul className="mt-1 ml-5 grid gap-0.5 break-all text-slate-600">
      {urls.map((url) => (
        <li key={url}>
          {isWebAddress(url) ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="underline hover:text-slate-900"
            >
              {url}
            </a>
          ) : (
            url
          )}
        </li>
      ))}
    </ul>
  );
}
