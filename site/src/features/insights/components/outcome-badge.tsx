import type { AnswerOutcome } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/status-badge.tsx';

/** Declined or weak-evidence answers carry a badge; a plainly answered one needs none. */
export function OutcomeBadge({ outcome }: { outcome: AnswerOutcome | undefined }) {
  const { t } = useTranslation('insights');
  if (outcome === 'declined') return <Badge value="high" label={t('outcomes.declined')} />;
  if (outcome === 'weak') return <Badge value="on_hold" label={t('outcomes.weak')} />;
  return null;
}
