import type { User } from '@vela/contracts';
import { MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { Badge } from '../../../ui/status-badge.tsx';
import { useUsers } from '../api/get-users.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { SearchField, SelectField } from '../components/fields.tsx';
import { fullName, longDate, UserDetailsDialog } from '../components/user-details-dialog.tsx';

const roleFilters = ['all', 'admin', 'client'] as const;
type RoleFilter = (typeof roleFilters)[number];

function matches(user: User, search: string, role: RoleFilter) {
  if (role !== 'all' && user.role !== role) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.username, user.email, user.firstName, user.lastName, user.company, fullName(user)]
    .filter(Boolean)
    .some((v) => String(v).toLowerCase().includes(needle));
}

function UsersTable() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const users = useUsers(true);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [viewing, setViewing] = useState<User>();
  const shown = (users.data ?? []).filter((u) => matches(u, search, role));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          id="user-search"
          label={t('common.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <div className="w-48">
          <SelectField
            label={t('users.roleFilter')}
            value={role}
            onChange={(e) => setRole(e.target.value as RoleFilter)}
            options={roleFilters.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
          />
        </div>
      </div>
      {users.isLoading ? (
        <PageSpinner />
      ) : users.error ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-600" role="alert">
          {t('users.error')}
        </p>
      ) : shown.length === 0 ? (
        <EmptyState>{t('users.empty')}</EmptyState>
      ) : (
        <DataTable
          rows={shown}
          rowKey={(user) => user.id}
          minWidth="min-w-[720px]"
          columns={[
            {
              header: t('users.columns.user'),
              cell: (user) => (
                <>
                  <p className="font-medium text-slate-900">{fullName(user) || user.username}</p>
                  <p className="text-xs text-slate-500">{user.username}</p>
                </>
              ),
            },
            { header: t('users.columns.email'), cell: (user) => user.email, className: 'break-all' },
            { header: t('users.columns.company'), cell: (user) => user.company || '-' },
            {
              header: t('users.columns.role'),
              cell: (user) => (
                <Badge value={user.role === 'admin' ? 'high' : 'low'} label={t(`users.roles.${user.role}`)} />
              ),
            },
            {
              header: t('users.columns.created'),
              cell: (user) => longDate(user.createdAt, lang),
              className: 'whitespace-nowrap',
            },
          ]}
          actions={{
            header: t('users.columns.actions'),
            cell: (user) => (
              <details className="relative inline-block text-left">
                <summary
                  aria-label={t('users.actionsFor', { name: user.username })}
                  className="inline-flex cursor-pointer list-none rounded-md p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden"
                >
                  <MoreHorizontal className="size-4" aria-hidden />
                </summary>
                <div className="absolute right-0 z-10 mt-1 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
                  <button
                    type="button"
                    className="w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                    onClick={(e) => {
                      e.currentTarget.closest('details')?.removeAttribute('open');
                      setViewing(user);
                    }}
                  >
                    {t('users.viewDetails')}
                  </button>
                </div>
              </details>
            ),
          }}
        />
      )}
      {!users.isLoading && !users.error && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('users.count', { count: shown.length })}
        </p>
      )}
      <UserDetailsDialog user={viewing} language={lang} onClose={() => setViewing(undefined)} />
    </div>
  );
}

/** /admin/users: the client list (admins only). */
export function UsersPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('users.title')} subtitle={t('users.subtitle')}>
      <UsersTable />
    </AdminLayout>
  );
}
