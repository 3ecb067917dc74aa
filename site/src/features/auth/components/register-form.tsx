import { registerSchema } from '@vela/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { useAuth } from '../auth-provider.tsx';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { registerMutation } = useAuth();
  const { errors, validate, clear } = useSchemaErrors(registerSchema, { unknown: t('validation.invalid') });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const input = validate(values);
    if (input) registerMutation.mutate(input);
  }

  const busy = registerMutation.isPending;
  const field = (name: string) => ({ name, error: errors[name], onInput: () => clear(name), disabled: busy });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('tabs.register')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.firstName')}
          hint={t('fields.optional')}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <FormField
          label={t('fields.lastName')}
          hint={t('fields.optional')}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <FormField label={t('fields.username')} autoComplete="username" required {...field('username')} />
      <FormField label={t('fields.email')} type="email" autoComplete="email" required {...field('email')} />
      <FormField
        label={t('fields.company')}
        hint={t('fields.optional')}
        autoComplete="organization"
        {...field('company')}
      />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
