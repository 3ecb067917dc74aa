import type { RouteName } from '@vela/contracts/public';
import { Bot, FolderKanban, Inbox, LayoutDashboard, type LucideIcon, PenSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../lib/language.ts';

const links: { page: RouteName; key: string; icon: LucideIcon }[] = [
  { page: 'portal', key: 'portal', icon: LayoutDashboard },
  { page: 'adminCms', key: 'cms', icon: PenSquare },
  { page: 'adminUsers', key: 'clients', icon: Users },
  { page: 'adminProjects', key: 'projects', icon: FolderKanban },
  { page: 'adminLeads', key: 'leads', icon: Inbox },
  { page: 'adminBots', key: 'bots', icon: Bot },
];

/** The admins' menu; in Italian its links carry the /it prefix (spec part 2 §2). */
export function AdminMenu({ includePortal = false }: { includePortal?: boolean }) {
  const { t } = useTranslation('common');
  const to = useLocalizedPath();
  return (
    <nav aria-label={t('adminMenu.label')} className="flex flex-wrap items-center gap-1">
      <span className="mr-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t('adminMenu.title')}
      </span>
      {links
        .filter((link) => includePortal || link.page !== 'portal')
        .map(({ page, key, icon: Icon }) => (
          <NavLink
            key={page}
            to={to(page, {}, { italianPrefix: true })}
            end={page !== 'adminBots'}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon className="size-4" aria-hidden />
            {t(`adminMenu.${key}`)}
          </NavLink>
        ))}
    </nav>
  );
}
