import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { DemoCreateError, useCreateDemo } from '../api/create-demo.ts';
import { type DemoFormField, type DemoFormVariant, validateDemoForm } from '../lib/demo-form.validation.ts';

const EXAMPLE_HOST = 'example.com';

function focusField(form: HTMLFormElement, field: DemoFormField) {
  const input = form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}

/**
 * The demo-creation form of both creation pages: validates with the page's variant, shows each problem
 * as a toast, then creates the demo and opens its page.
 */
export function DemoCreateForm({ variant, id }: { variant: DemoFormVariant; id?: string }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const create = useCreateDemo(useLanguage());
  const hintId = useId();
  const busy = create.isPending;
  const optional = variant === 'contactOptional';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const result = validateDemoForm(
      {
        website: String(data.get('website') ?? ''),
        fullName: String(data.get('fullName') ?? ''),
        email: String(data.get('email') ?? ''),
      },
      variant,
    );
    if (!result.ok) {
      const { field, title, description } = result.problem;
      toast({ title: t(title), description: t(description, { host: EXAMPLE_HOST }), variant: 'destructive' });
      focusField(event.currentTarget, field);
      return;
    }
    create.mutate(result.input, {
      onSuccess: (demoId) => {
        toast({
          title: t('create.success'),
          description: t('create.successText', { domain: result.input.domain }),
          variant: 'success',
        });
        navigate(to('chatbotDemoPage', { demoId }));
      },
      onError: (error) => {
        const description =
          error instanceof DemoCreateError
            ? (error.serverMessage ?? t('create.failed'))
            : t('create.somethingWrong');
        toast({ title: t('create.errorTitle'), description, variant: 'destructive' });
      },
    });
  }

  const submitLabel =
    variant === 'contactOptional'
      ? busy
        ? t('form.creating')
        : t('form.create')
      : busy
        ? t('form.analyzing')
        : t('form.analyze');

  return (
    <form id={id} onSubmit={onSubmit} noValidate aria-label={t('form.label')} className="grid gap-4">
      <FormField
        label={t('form.website')}
        name="website"
        placeholder={t('form.websitePlaceholder')}
        autoComplete="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
        required
        aria-describedby={hintId}
      />
      <p id={hintId} className="-mt-2 text-sm text-slate-500">
        {t('form.websiteHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.fullName')}
          hint={optional ? t('form.optional') : undefined}
          name="fullName"
          placeholder={t('form.fullNamePlaceholder')}
          autoComplete="name"
          disabled={busy}
          required={!optional}
        />
        <FormField
          label={t('form.email')}
          hint={optional ? t('form.optional') : undefined}
          name="email"
          type="email"
          placeholder={t('form.emailPlaceholder')}
          autoComplete="email"
          disabled={busy}
          required={!optional}
        />
      </div>
      <Button type="submit" disabled={busy} className="w-full py-3 text-base">
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Sparkles className="size-4" aria-hidden />
        )}
        {submitLabel}
      </Button>
      <p className="text-center text-xs text-slate-500">{t('form.privacy')}</p>
    </form>
  );
}
