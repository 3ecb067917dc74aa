import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';

/** The chatbot customization block: a way into the builder. */
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
    </section>
  );
}
