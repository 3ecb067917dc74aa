import { DEMO_DOMAIN_PATTERN, DEMO_EMAIL_PATTERN } from '@vela/contracts';

/**
 * Spec part 2 §5, the two demo-creation form variants, as pure functions: each answers either the
 * payload to send or the first failing rule as message keys in the `demo` namespace (title + description).
 */

/** `contactOptional`: website required, name and email optional (sent only together); `contactRequired`: all three required. */
export type DemoFormVariant = 'contactOptional' | 'contactRequired';

export interface DemoFormValues {
  website: string;
  fullName: string;
  email: string;
}

export interface DemoCreateInput {
  domain: string;
  fullName?: string;
  email?: string;
}

export type DemoFormField = keyof DemoFormValues;

export interface DemoFormProblem {
  field: DemoFormField;
  /** Keys under `validation.` in the demo namespace. */
  title: string;
  description: string;
}

export type DemoFormResult = { ok: true; input: DemoCreateInput } | { ok: false; problem: DemoFormProblem };

const problem = (field: DemoFormField, title: string, description: string): DemoFormResult => ({
  ok: false,
  problem: { field, title: `validation.${title}`, description: `validation.${description}` },
});

export function validateDemoForm(raw: DemoFormValues, variant: DemoFormVariant): DemoFormResult {
  const website = raw.website.trim();
  const fullName = raw.fullName.trim();
  const email = raw.email.trim();

  if (variant === 'contactOptional') {
    if (!website) return problem('website', 'missingWebsite', 'enterWebsite');
    if (!DEMO_DOMAIN_PATTERN.test(website)) return problem('website', 'invalidWebsite', 'enterValidDomain');
    if (email && !DEMO_EMAIL_PATTERN.test(email)) return problem('email', 'invalidEmail', 'enterValidEmail');
    return {
      ok: true,
      input: fullName && email ? { domain: website, fullName, email } : { domain: website },
    };
  }

  if (!website) return problem('website', 'websiteRequired', 'enterWebsite');
  if (!fullName) return problem('fullName', 'nameRequired', 'enterName');
  if (!email) return problem('email', 'emailRequired', 'enterEmail');
  if (!DEMO_EMAIL_PATTERN.test(email)) return problem('email', 'invalidEmail', 'enterValidEmail');
  return { ok: true, input: { domain: website, fullName, email } };
}
