import { type CmsContent, type CmsLanguage, cmsContentTypes, cmsLanguages } from '@vela/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
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
        <DataTable
          rows={contents.data}
          rowKey={(row) => row.id}
          minWidth="min-w-[640px]"
          columns={[
            {
              header: t('cms.columns.section'),
              cell: (row) => typeLabel(row.type),
              className: 'whitespace-nowrap',
            },
            { header: t('cms.columns.key'), cell: (row) => row.key, className: 'font-mono text-xs' },
            {
              header: t('cms.columns.value'),
              cell: (row) => (
                <span className="line-clamp-3 whitespace-pre-line break-words">{row.value}</span>
              ),
              className: 'max-w-md',
            },
          ]}
          actions={{
            header: t('cms.columns.actions'),
            cell: (row) => (
              <Button
                variant="ghost"
                aria-label={`${t('common.edit')} ${row.type}/${row.key}`}
                onClick={() => setDialog({ open: true, editing: row })}
              >
                <Pencil className="size-4" aria-hidden />
              </Button>
            ),
          }}
          remove={{
            name: (row) => `${row.type}/${row.key}`,
            message: () => t('cms.confirmDeleteContent'),
            busy: remove.isPending,
            onConfirm: (row, done) =>
              remove.mutate(row.id, {
                onSuccess: () => {
                  toast({
                    title: t('cms.toast.contentDeleted'),
                    description: t('cms.toast.contentDeletedDescription'),
                    variant: 'success',
                  });
                  done();
                },
                onError: (e) =>
                  toast({
                    title: t('cms.toast.deleteError'),
                    description: e.message,
                    variant: 'destructive',
                  }),
              }),
          }}
        />
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
    </div>
  );
}
