import {
  type CmsContent,
  type CmsContentInput,
  type CmsLanguage,
  cmsContentInputSchema,
  cmsContentTypes,
  cmsLanguages,
} from '@vela/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { SelectField, TextAreaField } from './fields.tsx';

type Values = { type: string; key: string; value: string; language: CmsLanguage };

export interface ContentFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row being edited; absent for Add Content. */
  editing?: CmsContent;
  defaultLanguage: CmsLanguage;
  busy: boolean;
  onSubmit: (input: CmsContentInput, done: () => void) => void;
}

/** Add Content / Edit Content: validated by the shared zod schema, messages shown in the page's language. */
export function ContentFormDialog({
  open,
  onOpenChange,
  editing,
  defaultLanguage,
  busy,
  onSubmit,
}: ContentFormDialogProps) {
  const { t } = useTranslation('admin');
  const blank: Values = { type: '', key: '', value: '', language: defaultLanguage };
  const [values, setValues] = useState<Values>(blank);
  const { errors, validate, clear, reset } = useSchemaErrors(cmsContentInputSchema);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the dialog opens or the row changes
  useEffect(() => {
    if (open) {
      setValues(
        editing
          ? { type: editing.type, key: editing.key, value: editing.value, language: editing.language }
          : blank,
      );
      reset();
    }
  }, [open, editing]);

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    clear(field);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate(values);
    if (input) onSubmit(input, () => setValues(blank));
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('cms.editContent') : t('cms.addContent')}
      wide
    >
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-label={editing ? t('cms.editContent') : t('cms.addContent')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('cms.fields.type')}
            value={values.type}
            onChange={set('type')}
            error={errors.type}
            disabled={busy}
            options={[
              { value: '', label: t('cms.selectType') },
              ...cmsContentTypes.map((type) => ({ value: type, label: t(`cms.types.${type}`) })),
            ]}
          />
          <SelectField
            label={t('cms.fields.language')}
            value={values.language}
            onChange={set('language')}
            error={errors.language}
            disabled={busy}
            options={cmsLanguages.map((lang) => ({ value: lang, label: t(`cms.languages.${lang}`) }))}
          />
        </div>
        <FormField
          label={t('cms.fields.key')}
          hint={t('cms.keyHint')}
          value={values.key}
          onChange={set('key')}
          error={errors.key}
          disabled={busy}
        />
        <TextAreaField
          label={t('cms.fields.value')}
          value={values.value}
          onChange={set('value')}
          error={errors.value}
          disabled={busy}
          rows={5}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : editing ? t('common.save') : t('common.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
