import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';

/** A failed read must not look like an empty list: it says so (the server's reason when it gave one) and offers another try. */
export function LoadError({
  error,
  fallback,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('insights');
  // A refusal (4xx) carries the server's reason in the page's language; a crash's body is no text for people.
  const reason = error instanceof ApiError && error.status < 500 ? serverMessage(error) : undefined;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-8 text-center"
    >
      <AlertCircle className="size-7 text-red-500" aria-hidden />
      <p className="font-medium text-red-800">{reason ?? fallback}</p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
