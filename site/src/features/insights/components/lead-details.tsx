import type { ChatLead } from '@vela/contracts';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { formatDateTime, safeHref } from '../lib/format.ts';
import { textLinkClass } from './field-styles.ts';
import { WebhookBadge } from './webhook-badge.tsx';

/** The visitor's contact details left in this conversation. */
export function LeadDetails({ lead }: { lead: ChatLead }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const page = safeHref(lead.page);
  return (
    <section
      aria-labelledby="lead-title"
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 shadow-sm"
    >
      <h2 id="lead-title" className="flex items-center gap-2 font-semibold">
        <UserRound className="size-5 text-emerald-700" aria-hidden />
        {t('transcript.lead')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('leads.columns.name')}</dt>
        <dd className="font-medium">{lead.name}</dd>
        {lead.email && (
          <>
            <dt className="text-slate-600">{t('leads.email')}</dt>
            <dd>
              <a href={`mailto:${lead.email}`} className={`break-all ${textLinkClass}`}>
                {lead.email}
              </a>
            </dd>
          </>
        )}
        {lead.phone && (
          <>
            <dt className="text-slate-600">{t('leads.phone')}</dt>
            <dd>
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={textLinkClass}>
                {lead.phone}
              </a>
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t('leads.columns.date')}</dt>
        <dd>{formatDateTime(lead.createdAt, lang)}</dd>
        {lead.page && (
          <>
            <dt className="text-slate-600">{t('leads.columns.page')}</dt>
            <dd className="break-all">
              {page ? (
                <a href={page} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  {lead.page}
                </a>
              ) : (
                lead.page
              )}
            </dd>
          </>
        )}
        <dt className="text-slate-600">{t('leads.columns.webhook')}</dt>
        <dd>
          <WebhookBadge status={lead.webhook} />
        </dd>
      </dl>
    </section>
  );
}
