import type { ContactRequestInput } from '@vela/contracts';
import { CONTACT_PHONE_PATTERN, CONTACT_WEBSITE_PATTERN, contactLimits } from '@vela/contracts/public';
import { AlertCircle, Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../../lib/language.ts';
import { toast } from '../../../../ui/toast-store.ts';
import { useCreateContactRequest } from '../../api/create-contact-request.ts';
import { type ContactField, contactValidationMessage } from './contact-validation.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;
const empty: Record<ContactField, string> = { name: '', email: '', phone: '', company: '', message: '' };

/**
 * Native checks with the spec's messages (shown under the field and cleared on input); submitting disables
 * every input; 2xx clears the form and shows a toast, anything else an inline notice.
 */
export function ContactForm() {
  const { t } = useTranslation('marketing');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failed, setFailed] = useState(false);
  const mutation = useCreateContactRequest();
  const submitting = mutation.isPending;

  const onInvalid = (field: ContactField) => (event: FormEvent<Control>) => {
    event.preventDefault();
    const control = event.currentTarget;
    const message = contactValidationMessage(field, control, lang);
    control.setCustomValidity(message);
    setErrors((current) => ({ ...current, [field]: message }));
  };
  const onChange = (field: ContactField) => (event: FormEvent<Control>) => {
    const control = event.currentTarget;
    control.setCustomValidity('');
    setValues((current) => ({ ...current, [field]: control.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const input: ContactRequestInput = { ...values, language: lang };
    mutation.mutate(input, {
      onSuccess: () => {
        setValues(empty);
        toast({
          title: t('contact.form.successTitle'),
          description: t('contact.form.successText'),
          variant: 'success',
        });
      },
      onError: () => setFailed(true),
    });
  };

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: onChange(name),
    onInvalid: onInvalid(name),
    maxLength: contactLimits[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className:
      'w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-950 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100 aria-[invalid]:border-red-500 disabled:bg-slate-100',
  });
  const label = (name: ContactField) => (
    <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-slate-800">
      {t(`contact.form.${name}`)}
    </label>
  );
  const error = (name: ContactField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl bg-white p-6 shadow-2xl shadow-slate-900/10 ring-1 ring-slate-200 sm:p-10"
    >
      <h3 id={`${id}-title`} className="text-2xl font-bold text-slate-950">
        {t('contact.form.title')}
      </h3>
      <fieldset disabled={submitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          {label('name')}
          <input type="text" autoComplete="name" required {...field('name')} />
          {error('name')}
        </div>
        <div className="grid gap-1.5">
          {label('email')}
          <input type="email" autoComplete="email" required {...field('email')} />
          {error('email')}
        </div>
        <div className="grid gap-1.5">
          {label('phone')}
          <input type="tel" autoComplete="tel" pattern={CONTACT_PHONE_PATTERN} {...field('phone')} />
          {error('phone')}
        </div>
        <div className="grid gap-1.5">
          {label('company')}
          <input
            type="text"
            inputMode="url"
            autoComplete="url"
            pattern={CONTACT_WEBSITE_PATTERN}
            {...field('company')}
          />
          {error('company')}
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          {label('message')}
          <textarea
            rows={5}
            required
            placeholder={t('contact.form.messagePlaceholder')}
            {...field('message')}
          />
          {error('message')}
        </div>
      </fieldset>
      {failed && (
        <p
          role="alert"
          className="mt-5 flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-200"
        >
          <AlertCircle className="size-4 shrink-0" aria-hidden />
          {t('contact.form.error')}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {t('contact.form.privacy')}{' '}
          <Link
            to={to('privacyPolicy', {}, { italianPrefix: true })}
            className="font-medium text-indigo-700 underline"
          >
            {t('contact.form.privacyLink')}
          </Link>
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-slate-950 px-7 font-semibold text-white shadow-lg transition hover:bg-indigo-700 disabled:opacity-70"
        >
          {submitting ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Send className="size-4" aria-hidden />
          )}
          {submitting ? t('contact.form.submitting') : t('contact.form.submit')}
        </button>
      </div>
    </form>
  );
}
