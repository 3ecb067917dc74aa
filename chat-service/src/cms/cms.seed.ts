import { type CmsContentType, type CmsLanguage, cmsDefaults } from '@vela/contracts';

/**
 * Default site texts inserted on first start when cms_contents is empty, so the admin has something to edit:
 * contracts' `cmsDefaults`, which the site's marketing translations also show while an entry is missing.
 * Keys the public pages read (spec part 1 §3):
 * - hero: title_lead, title_accent, subtitle, productivity_value, time_value
 * - faq: tagline, title, subtitle, <item>_question, <item>_answer for aiAgents, benefits, implementation,
 *   technical, security, support
 * - footer: tagline, copyright
 */
export const cmsSeed: { type: CmsContentType; key: string; value: string; language: CmsLanguage }[] = (
  ['it', 'en'] as const
).flatMap((language) =>
  Object.entries(cmsDefaults[language]).flatMap(([type, texts]) =>
    Object.entries(texts as Record<string, string>).map(([key, value]) => ({
      type: type as CmsContentType,
      key,
      value,
      language,
    })),
  ),
);
