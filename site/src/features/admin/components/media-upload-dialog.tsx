import { cmsMediaSections, MAX_MEDIA_BYTES } from '@vela/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import type { MediaUpload } from '../api/cms-media.ts';
import { SelectField } from './fields.tsx';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif,.pdf,.docx,.xlsx,.pptx,.txt,.csv';

export interface MediaUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onUpload: (upload: MediaUpload) => void;
}

/** Upload Media: a file (checked for size here, for type on the server), alt text and section. */
export function MediaUploadDialog({ open, onOpenChange, busy, onUpload }: MediaUploadDialogProps) {
  const { t } = useTranslation('admin');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0 || !file.name)
      return setError(t('cms.media.fileRequired'));
    if (file.size > MAX_MEDIA_BYTES) return setError(t('cms.media.fileTooLarge'));
    onUpload({ file, alt: String(data.get('alt') ?? ''), section: String(data.get('section') ?? '') });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        onOpenChange(next);
      }}
      title={t('cms.media.uploadTitle')}
      description={t('cms.media.uploadDescription')}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('cms.media.uploadTitle')}>
        <FormField
          label={t('cms.media.file')}
          name="file"
          type="file"
          accept={ACCEPT}
          error={error}
          onChange={() => setError(undefined)}
          disabled={busy}
          required
        />
        <FormField
          label={t('cms.media.alt')}
          hint={t('common.optional')}
          name="alt"
          maxLength={300}
          disabled={busy}
        />
        <SelectField
          label={t('cms.media.section')}
          name="section"
          defaultValue=""
          disabled={busy}
          options={[
            { value: '', label: t('cms.media.noSection') },
            ...cmsMediaSections.map((s) => ({ value: s, label: t(`cms.media.sections.${s}`) })),
          ]}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('cms.media.uploading') : t('cms.media.upload')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
