import { type Language, languages } from '@vela/contracts/public';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguagePath, useLanguage } from '../../../../lib/language.ts';

/** Spec part 1 §3: the choice is also kept under the i18next key, beside the app's own key. */
const I18NEXT_STORAGE_KEY = 'i18nextLng';

/** en / it: English adds the /en prefix to the current path, Italian removes it. */
export function LanguageSwitch({ className = '', onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation(['marketing', 'common']);
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const choose = (lang: Language) => {
    try {
      localStorage.setItem(I18NEXT_STORAGE_KEY, lang);
    } catch {
      // Storage may be unavailable; the path prefix still carries the language.
    }
    onSwitch?.();
    if (lang !== current) navigate(`${switchLanguagePath(pathname, lang)}${search}${hash}`);
  };
  return (
    <fieldset
      className={`flex items-center rounded-full border border-slate-300/70 bg-white/70 p-0.5 ${className}`}
    >
      <legend className="sr-only">{t('marketing:nav.languageSwitch')}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === current}
          aria-label={t(`common:language.${lang}`)}
          onClick={() => choose(lang)}
          className="min-h-8 min-w-9 rounded-full px-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase transition-colors hover:text-slate-950 aria-pressed:bg-slate-950 aria-pressed:text-white"
        >
          {lang}
        </button>
      ))}
    </fieldset>
  );
}
