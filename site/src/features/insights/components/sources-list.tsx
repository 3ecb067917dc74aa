import type { Source } from '@vela/contracts';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../lib/format.ts';
import { textLinkClass } from './field-styles.ts';

/** An answer's sources: titles as text, http(s) addresses as links that open beside the cockpit. */
export function SourcesList({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('insights');
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('transcript.sources')}
      </p>
      <ul className="mt-1 grid gap-1 text-sm">
        {sources.map((source, index) => {
          const href = safeHref(source.url);
          const label = source.title || source.url;
          return (
            // Two passages of one page may both be cited: the position keeps the keys apart.
            <li key={`${source.url}-${index}`} className="break-words">
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-start gap-1 ${textLinkClass}`}
                >
                  {label}
                  <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{t('common.opensInNewTab')}</span>
                </a>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
