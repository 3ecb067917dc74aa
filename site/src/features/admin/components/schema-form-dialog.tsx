import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { SelectField, TextAreaField } from './fields.tsx';

export type FieldSpec =
  | { name: string; label: string; kind: 'text' | 'date' | 'textarea' }
  | { name: string; label: string; kind: 'number'; min: number; max: number }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[] };

export type FormValues = Record<string, string>;

export interface SchemaFormDialogProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  fields: FieldSpec[];
  initial: FormValues;
  schema: z.ZodType<T>;
  busy: boolean;
  onSubmit: (value: T) => void;
}

/** A dialog form built from field specs and validated by a contracts schema, messages in the page's language. */
export function SchemaFormDialog<T>({
  open,
  onOpenChange,
  title,
  fields,
  initial,
  schema,
  busy,
  onSubmit,
}: SchemaFormDialogProps<T>) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState<FormValues>(initial);
  const { errors, validate, clear, reset } = useSchemaErrors(schema);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the dialog opens
  useEffect(() => {
    if (open) {
      setValues(initial);
      reset();
    }
  }, [open]);

  const set = (name: string) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    clear(name);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate(values);
    if (input !== undefined) onSubmit(input);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} wide>
      <form onSubmit={submit} noValidate aria-label={title} className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const common = {
            label: field.label,
            value: values[field.name] ?? '',
            onChange: set(field.name),
            error: errors[field.name],
            disabled: busy,
          };
          const wide = field.kind === 'textarea' || field.name === 'name' || field.name === 'title';
          return (
            <div key={field.name} className={wide ? 'sm:col-span-2' : undefined}>
              {field.kind === 'select' ? (
                <SelectField {...common} options={field.options} />
              ) : field.kind === 'textarea' ? (
                <TextAreaField {...common} rows={3} />
              ) : field.kind === 'number' ? (
                <FormField
                  {...common}
                  type="number"
                  inputMode="numeric"
                  min={field.min}
                  max={field.max}
                  step={1}
                />
              ) : (
                <FormField {...common} type={field.kind} />
              )}
            </div>
          );
        })}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
