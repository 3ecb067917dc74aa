import { FolderKanban, Inbox, LayoutDashboard, type LucideIcon, PenSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../lib/language.ts';

const links: { path: string; key: string; icon: LucideIcon }[] = [
  { path: '/portal', key: 'portal', icon: LayoutDashboard },
  { path: '/admin/cms', key: 'cms', icon: PenSquare },
  { path: '/admin/users', key: 'clients', icon: Users },
  { path: '/admin/projects', key: 'projects', icon: FolderKanban },
  { path: '/admin/leads', key: 'leads', icon: Inbox },
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
        .filter((link) => includePortal || link.path !== '/portal')
        .map(({ path, key, icon: Icon }) => (
          <NavLink
            key={path}
            to={to(path, { italianPrefix: true })}
            end
            className="inline-flex min-h-9 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon className="size-4" aria-hidden />
            {t(`adminMenu.${key}`)}
          </NavLink>
        ))}
    </nav>
  );
}
