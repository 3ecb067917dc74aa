import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { insightsSections, useInsightsScope } from '../api/insights-scope.ts';

/** Conversations · Knowledge gaps · Leads · Analytics: the cockpit's pages of the same bot. */
export function InsightsNav() {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  return (
    <nav aria-label={t('nav.label')} className="overflow-x-auto">
      <ul className="flex w-max gap-1 rounded-lg bg-slate-100 p-1">
        {insightsSections.map((section) => (
          <li key={section}>
            <NavLink
              to={scope.path(section)}
              className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t(`nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
