import { isMessageCode, type Language, messages } from '@vela/contracts/public';
import { useState } from 'react';
import type { z } from 'zod';
import { useLanguage } from './language.ts';

/**
 * The text of a schema's refusal in `language`: a message code's dictionary text, else `unknown` (when the
 * form has a generic 'check this field'), else the message as zod wrote it.
 */
export function issueText(message: string, language: Language, unknown?: string): string {
  if (isMessageCode(message)) return messages[language][message];
  return unknown ?? message;
}

/** The first refusal of each field (the path's first part), as text in `language`. */
export function fieldErrors(
  issues: z.ZodError['issues'],
  language: Language,
  unknown?: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues)
    errors[String(issue.path[0] ?? '')] ??= issueText(issue.message, language, unknown);
  return errors;
}

/**
 * Every form built on a contracts schema: validates its values and keeps one message per field, the
 * schema's codes read from the contracts dictionary in the page's language.
 */
export function useSchemaErrors<T>(schema: z.ZodType<T>, options: { unknown?: string } = {}) {
  const language = useLanguage();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function validate(values: Record<string, unknown>): T | undefined {
    const result = schema.safeParse(values);
    setErrors(result.success ? {} : fieldErrors(result.error.issues, language, options.unknown));
    return result.success ? result.data : undefined;
  }

  const clear = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  const reset = () => setErrors({});
  return { errors, validate, clear, reset };
}
