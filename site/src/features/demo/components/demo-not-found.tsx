import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';

/** The demo page when the demo is unknown or expired: the reason and a way back to demo creation. */
export function DemoNotFound({ detail }: { detail?: string }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return (
    <main className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
      <Button className="mt-6" onClick={() => navigate(to('chatbotDemo'))}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('notFound.back')}
      </Button>
    </main>
  );
}
