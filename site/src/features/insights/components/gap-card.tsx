import type { KnowledgeGap } from '@vela/contracts';
import { MessageSquarePlus, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { Badge } from '../../../ui/status-badge.tsx';
import { useInsightsScope } from '../api/insights-scope.ts';
import { formatDateTime } from '../lib/format.ts';
import { textLinkClass } from './field-styles.ts';

/** A question the bot answered poorly: how often and why, and (while open) the client's two ways to close it. */
export function GapCard({
  gap,
  onAnswer,
  onDismiss,
  dismissing,
}: {
  gap: KnowledgeGap;
  onAnswer: () => void;
  onDismiss: () => void;
  dismissing: boolean;
}) {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const scope = useInsightsScope();
  const titleId = `gap-${gap.id}`;
  const reasons = [
    { key: 'declined', count: gap.declinedCount, tone: 'high' },
    { key: 'weak', count: gap.weakCount, tone: 'on_hold' },
    { key: 'ratedDown', count: gap.ratedDownCount, tone: 'pending' },
  ].filter((r) => r.count > 0);
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={titleId} className="font-semibold break-words text-slate-900">
        {gap.question}
      </h3>
      <p className="text-sm text-slate-600">
        {t('gaps.asked', { count: gap.askedCount })} ·{' '}
        {t('gaps.lastAsked', { date: formatDateTime(gap.lastAskedAt, lang) })}
      </p>
      {reasons.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('gaps.reasons')}>
          {reasons.map((r) => (
            <li key={r.key}>
              <Badge value={r.tone} label={t(`gaps.reason.${r.key}`, { count: r.count })} />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {gap.status === 'open' && (
          <>
            <Button onClick={onAnswer}>
              <MessageSquarePlus className="size-4" aria-hidden />
              {t('gaps.answer')}
            </Button>
            <Button variant="secondary" onClick={onDismiss} disabled={dismissing}>
              <XCircle className="size-4" aria-hidden />
              {t('gaps.dismiss')}
            </Button>
          </>
        )}
        {gap.conversationId && (
          <Link
            to={scope.path('conversation', { id: gap.conversationId })}
            className={`px-2 text-sm ${textLinkClass}`}
          >
            {t('gaps.lastConversation')}
          </Link>
        )}
      </div>
    </li>
  );
}
