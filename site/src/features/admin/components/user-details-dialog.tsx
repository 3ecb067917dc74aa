import type { User } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/modal.tsx';

export const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');

export function longDate(iso: string, language: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language === 'it' ? 'it-IT' : 'en-US', { dateStyle: 'long' }).format(date);
}

/** Name, role, email, company if any, and created date of one account. */
export function UserDetailsDialog({
  user,
  language,
  onClose,
}: {
  user?: User;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!user) return null;
  const rows: [string, string][] = [
    [t('users.fields.name'), fullName(user) || user.username],
    [t('users.fields.username'), user.username],
    [t('users.fields.role'), t(`users.roles.${user.role}`)],
    [t('users.fields.email'), user.email],
    ...(user.company ? ([[t('users.fields.company'), user.company]] as [string, string][]) : []),
    [t('users.fields.created'), longDate(user.createdAt, language)],
  ];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('users.details')}>
      <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
