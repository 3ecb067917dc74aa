import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast-store.ts';

/** Spec part 2 §5 (support form): the message keys live in the portal namespace. */
const supportSchema = z.object({
  name: z.string().trim().min(2, 'nameMin'),
  email: z.string().trim().pipe(z.email('emailInvalid')),
  subject: z.string().trim().min(5, 'subjectMin'),
  message: z.string().trim().min(10, 'messageMin'),
});

const FAKE_DELAY_MS = 1000;

/**
 * The support-request form exactly as the spec has it: validated, then a one-second fake delay,
 * and nothing is sent anywhere (the lead form in the dialog is the working channel).
 */
export function SupportForm() {
  const { t } = useTranslation('portal');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = supportSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!result.success) {
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        next[String(issue.path[0])] ??= t(`support.validation.${issue.message}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    await new Promise((resolve) => setTimeout(resolve, FAKE_DELAY_MS));
    setBusy(false);
    form.reset();
    toast({ title: t('support.doneTitle'), description: t('support.doneDescription') });
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const field = (name: 'name' | 'email' | 'subject', type = 'text') => (
    <FormField
      label={t(`support.${name}`)}
      name={name}
      type={type}
      error={errors[name]}
      onInput={() => clear(name)}
      disabled={busy}
      required
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('support.formTitle')} className="grid gap-3">
      <h3 className="font-medium">{t('support.formTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name')}
        {field('email', 'email')}
      </div>
      {field('subject')}
      <div className="grid gap-1.5">
        <label htmlFor="support-message" className="text-sm font-medium text-slate-800">
          {t('support.message')}
        </label>
        <textarea
          id="support-message"
          name="message"
          rows={4}
          required
          disabled={busy}
          onInput={() => clear('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'support-message-error' : undefined}
          className="rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid]:border-red-500 sm:text-sm"
        />
        {errors.message && (
          <p id="support-message-error" role="alert" className="text-sm text-red-600">
            {errors.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? t('support.submitting') : t('support.submit')}
      </Button>
    </form>
  );
}
