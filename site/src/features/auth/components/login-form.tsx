import { loginSchema } from '@vela/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaErrors } from '../../../lib/use-schema-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { useAuth } from '../auth-provider.tsx';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { loginMutation } = useAuth();
  const { errors, validate, clear } = useSchemaErrors(loginSchema, { unknown: t('validation.invalid') });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const input = validate(values);
    if (input) loginMutation.mutate(input);
  }

  const busy = loginMutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('tabs.login')}>
      <FormField
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        error={errors.username}
        onInput={() => clear('username')}
        disabled={busy}
        required
      />
      <FormField
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        onInput={() => clear('password')}
        disabled={busy}
        required
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
