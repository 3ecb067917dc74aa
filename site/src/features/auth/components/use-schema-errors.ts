import { authMessages } from '@vela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type AuthMessageKey = keyof typeof authMessages;
const keyOfMessage = new Map<string, AuthMessageKey>(
  Object.entries(authMessages).map(([key, text]) => [text, key as AuthMessageKey]),
);

/**
 * Validates form values with the shared contracts schema and gives one translated message per field:
 * the spec's messages live once in contracts and are looked up in the auth namespace by their key.
 */
export function useSchemaErrors<T>(schema: z.ZodType<T>) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function validate(values: Record<string, string>): T | undefined {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      const key = keyOfMessage.get(issue.message);
      next[field] ??= key ? t(`validation.${key}`) : issue.message;
    }
    setErrors(next);
    return undefined;
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  return { errors, validate, clear };
}
