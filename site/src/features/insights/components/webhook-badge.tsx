import type { WebhookStatus } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/status-badge.tsx';

const tone: Record<WebhookStatus, string> = {
  none: 'low',
  pending: 'in_progress',
  delivered: 'completed',
  failed: 'high',
};

/** Whether the lead reached the client's webhook: none set, waiting, delivered or failed. */
export function WebhookBadge({ status }: { status: WebhookStatus }) {
  const { t } = useTranslation('insights');
  return <Badge value={tone[status] ?? 'low'} label={t(`leads.webhook.${status}`)} />;
}
