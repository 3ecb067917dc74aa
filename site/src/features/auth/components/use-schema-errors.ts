import { authMessages } from '@vela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

const keyOfMessage = new Map<string, string>(
  Object.entries(authMessages.en).map(([key, text]) => [text, key]),
);

/**
 * The auth resource keys for a schema message, most specific first: the rule's own text, else the generic
 * 'check this field', so a rule added to contracts without a translation never shows its English text.
 */
export function validationKeys(message: string): string[] {
  const key = keyOfMessage.get(message);
  return key ? [`validation.${key}`, 'validation.invalid'] : ['validation.invalid'];
}

/**
 * Validates form values with the shared contracts schema and gives one translated message per field:
 * the schema's English messages are looked up by their contracts key in the auth namespace.
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
      next[field] ??= t(validationKeys(issue.message));
    }
    setErrors(next);
    return undefined;
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  return { errors, validate, clear };
}
