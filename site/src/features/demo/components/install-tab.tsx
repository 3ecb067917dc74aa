import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../ui/copy-button.tsx';

/** The one-line demo snippet and its copy button. */
export function InstallTab({ snippet }: { snippet: string }) {
  const { t } = useTranslation('demo');
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t('install.title')}</h3>
      <p className="text-sm text-slate-600">{t('install.text')}</p>
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
        <code>{snippet}</code>
      </pre>
      <div>
        <CopyButton
          text={snippet}
          labels={{
            copy: t('install.copy'),
            copied: t('install.copied'),
            toastTitle: t('install.codeCopied'),
            toastText: t('install.codeCopiedText'),
            failed: t('install.copyFailed'),
          }}
        />
      </div>
    </div>
  );
}
