import { type CmsMedia, cmsMediaSections } from '@vela/contracts';
import { FileText, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { DeleteButton, useConfirmDelete } from '../../../ui/confirm-delete.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useCmsMedia, useDeleteMedia, useUploadMedia } from '../api/cms-media.ts';
import { MediaUploadDialog } from './media-upload-dialog.tsx';

/** Spec part 2 §9: bytes / 1024 to one decimal. */
export const sizeInKb = (bytes: number) => (bytes / 1024).toFixed(1);

function MediaCard({ media, onDelete }: { media: CmsMedia; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  const section =
    media.section && (cmsMediaSections as readonly string[]).includes(media.section)
      ? t(`cms.media.sections.${media.section}`)
      : t('cms.media.noSection');
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <a
        href={media.url}
        target="_blank"
        rel="noreferrer"
        aria-label={t('cms.media.open', { name: media.filename })}
        className="flex aspect-video items-center justify-center bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {media.mimeType.startsWith('image/') ? (
          <img
            src={media.url}
            alt={media.alt ?? media.filename}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex flex-col items-center gap-2 p-3 text-center text-sm text-slate-600">
            <FileText className="size-8" aria-hidden />
            <span className="break-all">{media.filename}</span>
          </span>
        )}
      </a>
      <div className="flex flex-1 items-start justify-between gap-2 p-3">
        <div className="min-w-0 text-sm">
          <p className="truncate font-medium" title={media.filename}>
            {media.filename}
          </p>
          <p className="text-slate-600">{section}</p>
          <p className="text-slate-500">{t('cms.media.size', { kb: sizeInKb(media.size) })}</p>
        </div>
        <DeleteButton name={media.filename} onClick={onDelete} />
      </div>
    </li>
  );
}

/** Media Assets: Upload Media, the card grid, and delete with confirmation. */
export function MediaTab() {
  const { t } = useTranslation('admin');
  const media = useCmsMedia(true);
  const upload = useUploadMedia();
  const remove = useDeleteMedia();
  const [uploading, setUploading] = useState(false);
  const confirmDelete = useConfirmDelete<CmsMedia>({
    message: () => t('cms.media.confirmDelete'),
    busy: remove.isPending,
    onConfirm: (item, done) =>
      remove.mutate(item.id, {
        onSuccess: () => {
          toast({
            title: t('cms.toast.mediaDeleted'),
            description: t('cms.toast.mediaDeletedDescription'),
            variant: 'success',
          });
          done();
        },
        onError: (e) =>
          toast({ title: t('cms.toast.deleteMediaError'), description: e.message, variant: 'destructive' }),
      }),
  });

  useEffect(() => {
    if (media.error)
      toast({
        title: t('cms.toast.fetchMediaFailed'),
        description: media.error.message,
        variant: 'destructive',
      });
  }, [media.error, t]);

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setUploading(true)}>
          <Upload className="size-4" aria-hidden />
          {t('cms.media.upload')}
        </Button>
      </div>
      {media.isLoading ? (
        <PageSpinner />
      ) : !media.data?.length ? (
        <EmptyState>{t('cms.media.empty')}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {media.data.map((item) => (
            <MediaCard key={item.id} media={item} onDelete={() => confirmDelete.ask(item)} />
          ))}
        </ul>
      )}
      <MediaUploadDialog
        open={uploading}
        onOpenChange={setUploading}
        busy={upload.isPending}
        onUpload={(input) =>
          upload.mutate(input, {
            onSuccess: () => {
              toast({
                title: t('cms.toast.mediaUploaded'),
                description: t('cms.toast.mediaUploadedDescription'),
                variant: 'success',
              });
              setUploading(false);
            },
            onError: (e) =>
              toast({ title: t('cms.toast.uploadError'), description: e.message, variant: 'destructive' }),
          })
        }
      />
      {confirmDelete.dialog}
    </div>
  );
}
