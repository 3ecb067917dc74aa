import { type CmsContent, type CmsLanguage, cmsContentTypes, cmsLanguages } from '@vela/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useCmsContents, useCreateContent, useDeleteContent, useUpdateContent } from '../api/cms-contents.ts';
import { ContentFormDialog } from './content-form-dialog.tsx';
import { SelectField } from './fields.tsx';

/** Website Content: the language filter, the table, and the add, edit and delete flows with their toasts. */
export function ContentTab() {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<CmsLanguage>('en');
  const contents = useCmsContents(language, true);
  const create = useCreateContent();
  const update = useUpdateContent();
  const remove = useDeleteContent();
  const [dialog, setDialog] = useState<{ open: boolean; editing?: CmsContent }>({ open: false });
  const [deleting, setDeleting] = useState<CmsContent | undefined>();

  useEffect(() => {
    if (contents.error)
      toast({
        title: t('cms.toast.fetchContentsFailed'),
        description: contents.error.message,
        variant: 'destructive',
      });
  }, [contents.error, t]);

  const typeLabel = (type: string) =>
    (cmsContentTypes as readonly string[]).includes(type) ? t(`cms.types.${type}`) : type;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <SelectField
            label={t('cms.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as CmsLanguage)}
            options={cmsLanguages.map((lang) => ({ value: lang, label: t(`cms.languages.${lang}`) }))}
          />
        </div>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus className="size-4" aria-hidden />
          {t('cms.addContent')}
        </Button>
      </div>

      {contents.isLoading ? (
        <PageSpinner />
      ) : !contents.data?.length ? (
        <EmptyState>{t('cms.emptyContent')}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('cms.columns.section')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('cms.columns.key')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('cms.columns.value')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {t('cms.columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {contents.data.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 whitespace-nowrap">{typeLabel(row.type)}</td>
                  <td className="px-4 py-3 font-mono text-xs">{row.key}</td>
                  <td className="max-w-md px-4 py-3">
                    <span className="line-clamp-3 whitespace-pre-line break-words">{row.value}</span>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        aria-label={`${t('common.edit')} ${row.type}/${row.key}`}
                        onClick={() => setDialog({ open: true, editing: row })}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        aria-label={`${t('common.delete')} ${row.type}/${row.key}`}
                        onClick={() => setDeleting(row)}
                      >
                        <Trash2 className="size-4 text-red-600" aria-hidden />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ContentFormDialog
        open={dialog.open}
        editing={dialog.editing}
        defaultLanguage={language}
        busy={create.isPending || update.isPending}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSubmit={(input, reset) => {
          const editing = dialog.editing;
          if (editing) {
            update.mutate(
              { id: editing.id, input },
              {
                onSuccess: () => {
                  toast({
                    title: t('cms.toast.contentUpdated'),
                    description: t('cms.toast.contentUpdatedDescription'),
                    variant: 'success',
                  });
                  setDialog({ open: false });
                },
                onError: (e) =>
                  toast({
                    title: t('cms.toast.updateError'),
                    description: e.message,
                    variant: 'destructive',
                  }),
              },
            );
          } else {
            create.mutate(input, {
              onSuccess: () => {
                toast({
                  title: t('cms.toast.contentCreated'),
                  description: t('cms.toast.contentCreatedDescription'),
                  variant: 'success',
                });
                reset();
                setDialog({ open: false });
              },
              onError: (e) =>
                toast({ title: t('cms.toast.createError'), description: e.message, variant: 'destructive' }),
            });
          }
        }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        message={t('cms.confirmDeleteContent')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({
                title: t('cms.toast.contentDeleted'),
                description: t('cms.toast.contentDeletedDescription'),
                variant: 'success',
              });
              setDeleting(undefined);
            },
            onError: (e) =>
              toast({ title: t('cms.toast.deleteError'), description: e.message, variant: 'destructive' }),
          })
        }
      />
    </div>
  );
}
