import type { BotAnalytics } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { formatNumber, formatPercent } from '../lib/format.ts';

/** The period's headline figures; a share with nothing to share reads as a dash, never as 0%. */
export function KpiCards({ totals }: { totals: BotAnalytics['totals'] }) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const none = t('common.none');
  const cards = [
    { key: 'conversations', value: formatNumber(totals.conversations, lang) },
    { key: 'messages', value: formatNumber(totals.messages, lang) },
    { key: 'answerRate', value: formatPercent(totals.answerRate, lang) ?? none },
    { key: 'declineRate', value: formatPercent(totals.declineRate, lang) ?? none },
    { key: 'upShare', value: formatPercent(totals.upShare, lang) ?? none },
    { key: 'leads', value: formatNumber(totals.leads, lang) },
  ] as const;
  return (
    <ul
      aria-label={t('analytics.kpi.label')}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {cards.map((card) => (
        <li key={card.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">{t(`analytics.kpi.${card.key}`)}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{card.value}</p>
        </li>
      ))}
    </ul>
  );
}
