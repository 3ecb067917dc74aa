import { useQuery } from '@tanstack/react-query';
import { Bot, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { insightsSummaryQueryOptions } from '../../insights/public.ts';

const cockpitLinks = [
  { page: 'portalConversations', key: 'conversations' },
  { page: 'portalGaps', key: 'gaps' },
  { page: 'portalLeads', key: 'leads' },
  { page: 'portalAnalytics', key: 'analytics' },
] as const;

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** The week's figures and the open knowledge gaps, each a way into the cockpit; nothing when they cannot be read. */
function CockpitSummary() {
  const { t } = useTranslation('portal');
  const to = useLocalizedPath();
  const summary = useQuery(insightsSummaryQueryOptions()).data;
  if (!summary) return null;
  return (
    <div className="mt-4 grid gap-2 text-sm">
      <Link
        to={to('portalGaps')}
        className={`inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${summary.openGaps > 0 ? 'bg-amber-50 text-amber-900 ring-1 ring-amber-200 hover:bg-amber-100' : 'bg-slate-50 text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100'}`}
      >
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        {t('chatbot.openGaps', { count: summary.openGaps })}
      </Link>
      <p className="text-slate-600">
        {t('chatbot.thisWeek', {
          conversations: t('chatbot.conversationsCount', { count: summary.conversationsThisWeek }),
          leads: t('chatbot.leadsCount', { count: summary.leadsThisWeek }),
        })}
      </p>
    </div>
  );
}

/** The chatbot block: a way into the builder and into what visitors asked (the cockpit). */
export function ChatbotCard() {
  const { t } = useTranslation('portal');
  const to = useLocalizedPath();
  return (
    <section
      aria-labelledby="chatbot-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-600">
          <Bot className="size-5" aria-hidden />
        </span>
        <h2 id="chatbot-title" className="text-lg font-semibold">
          {t('chatbot.title')}
        </h2>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('chatbot.description')}</p>
      <Link
        to={to('chatbotEmbed')}
        className="mt-4 inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('chatbot.button')}
      </Link>
      <CockpitSummary />
      <nav aria-label={t('chatbot.cockpit')} className="mt-4 border-t border-slate-100 pt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {cockpitLinks.map(({ page, key }) => (
            <li key={page}>
              <Link to={to(page)} className={linkClass}>
                {t(`chatbot.links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
