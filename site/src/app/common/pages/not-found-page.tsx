import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';

/** Any path the router does not know (spec part 1 §2): no navigation or footer. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-4 text-sm text-slate-600">{t('notFound.hint')}</p>
        <Link
          to={to('home')}
          className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline"
        >
          {t('notFound.back')}
        </Link>
      </div>
    </main>
  );
}
