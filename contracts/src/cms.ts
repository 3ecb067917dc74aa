import { z } from 'zod';
import { code } from './messages.ts';
import { plainText } from './text.ts';

/** The nine kinds of site content (spec part 2 §3). */
export const cmsContentTypes = [
  'hero',
  'benefits',
  'services',
  'solutions',
  'cta',
  'footer',
  'contact',
  'company',
  'faq',
] as const;
export type CmsContentType = (typeof cmsContentTypes)[number];

export const cmsLanguages = ['en', 'it'] as const;
export type CmsLanguage = (typeof cmsLanguages)[number];

export { cmsContentMessages } from './cms.messages.ts';

export const MAX_CMS_VALUE_LENGTH = 20_000;

/** POST /api/cms/content and PUT /api/cms/content/{id}. */
export const cmsContentInputSchema = z.strictObject({
  type: z.enum(cmsContentTypes, { error: code('cms.typeRequired') }),
  key: plainText(code('text.controlCharacters'), { error: code('cms.keyRequired') })
    .trim()
    .min(1, code('cms.keyRequired'))
    .max(200, 'Content key must be at most 200 characters.'),
  value: plainText(code('text.controlCharacters'), {
    error: code('cms.valueRequired'),
    multiline: true,
  })
    .refine((v) => v.trim().length > 0, code('cms.valueRequired'))
    .refine(
      (v) => v.length <= MAX_CMS_VALUE_LENGTH,
      `Content value must be at most ${MAX_CMS_VALUE_LENGTH} characters.`,
    ),
  language: z.enum(cmsLanguages, { error: code('cms.languageInvalid') }).default('en'),
});
export type CmsContentInput = z.infer<typeof cmsContentInputSchema>;

export interface CmsContent {
  id: number;
  type: CmsContentType;
  key: string;
  value: string;
  language: CmsLanguage;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/cms/content[?language=en|it]: public, every entry (optionally of one language). */
export interface CmsContentList {
  contents: CmsContent[];
}

/** GET /api/cms/content/{section}?language=: public, the keys and values of one section. */
export interface CmsSectionContent {
  contents: { key: string; value: string }[];
}

/** `?language=` of the public reads: en or it, absent means every language. */
export const cmsLanguageQuerySchema = z.object({
  language: z.enum(cmsLanguages, { error: code('cms.languageInvalid') }).optional(),
});

/** GET /api/cms/settings: public, the brand and the third-party embeds the pages load (from server config). */
export interface SiteSettings {
  brandName: string;
  leadFormUrl: string;
  bookingUrl: string;
  socialAgentUrl: string;
}
