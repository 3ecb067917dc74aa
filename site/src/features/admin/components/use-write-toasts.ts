import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast-store.ts';

/** The success and failure toasts every project, task and milestone write shows. */
export function useWriteToasts() {
  const { t } = useTranslation('admin');
  return {
    saved: (name: string) =>
      toast({
        title: t('projects.toast.saved'),
        description: t('projects.toast.savedDescription', { name }),
        variant: 'success',
      }),
    deleted: (name: string) =>
      toast({
        title: t('projects.toast.deleted'),
        description: t('projects.toast.deletedDescription', { name }),
        variant: 'success',
      }),
    failed: (error: Error) =>
      toast({ title: t('projects.toast.error'), description: error.message, variant: 'destructive' }),
  };
}
