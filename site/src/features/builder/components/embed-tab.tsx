import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { useEmbedSnippet } from '../api/get-embed.ts';

/** The snippet from GET /api/chatbot/embed and its copy button. */
export function EmbedTab() {
  const { t } = useTranslation('builder');
  const embed = useEmbedSnippet();
  const lang = useLanguage();
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t('embed.title')}</h3>
      <p className="text-sm text-slate-600">{t('embed.text')}</p>
      {embed.isLoading ? (
        <Loader2 className="size-5 animate-spin text-brand-600" aria-label={t('embed.title')} />
      ) : embed.data ? (
        <>
          <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
            <code>{embed.data.snippet}</code>
          </pre>
          <p className="text-sm text-slate-600">{embed.data.notice[lang]}</p>
          <div>
            <CopyButton
              text={embed.data.snippet}
              labels={{
                copy: t('embed.copy'),
                copied: t('embed.copied'),
                toastTitle: t('embed.codeCopied'),
                toastText: t('embed.codeCopiedText'),
                failed: t('embed.copyFailed'),
              }}
            />
          </div>
        </>
      ) : (
        <p className="text-sm text-red-700">{t('embed.loadFailed')}</p>
      )}
    </div>
  );
}
