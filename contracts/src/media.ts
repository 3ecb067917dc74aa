import { z } from 'zod';

/** Where a media asset is used (spec part 2 §3). */
export const cmsMediaSections = [
  'hero',
  'benefits',
  'services',
  'solutions',
  'cta',
  'faq',
  'contact',
  'general',
] as const;
export type CmsMediaSection = (typeof cmsMediaSections)[number];

/** Largest media upload in bytes. */
export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;

/** Validation messages of spec part 2 §5 for media, plus the upload's own checks. */
export const cmsMediaMessages = {
  filenameRequired: 'Filename is required.',
  originalFilenameRequired: 'Original filename is required.',
  mimeTypeRequired: 'MIME type is required.',
  sizePositive: 'Size must be positive.',
  urlInvalid: 'Must be a valid URL.',
  fileRequired: 'Please choose a file to upload.',
  fileTooLarge: 'File is too large. Maximum size is 5 MB.',
  fileTypeInvalid:
    'Unsupported file type. Please upload an image (PNG, JPEG, GIF, WebP) or a document (PDF, DOCX, XLSX, PPTX, TXT, CSV).',
  fileContentMismatch: "The file's content does not match its name. Please upload the original file.",
  sectionInvalid: 'Please choose a valid section.',
  altTooLong: 'Alt text must be at most 300 characters.',
} as const;

/** The text fields sent with the file in POST /api/cms/media (multipart/form-data, file field `file`). */
export const cmsMediaUploadSchema = z.object({
  alt: z
    .string()
    .trim()
    .max(300, cmsMediaMessages.altTooLong)
    .optional()
    .transform((v) => v || undefined),
  section: z
    .enum([...cmsMediaSections, ''], { error: cmsMediaMessages.sectionInvalid })
    .optional()
    .transform((v) => v || undefined),
});
export type CmsMediaUploadInput = z.infer<typeof cmsMediaUploadSchema>;

/** A stored media asset as the API returns it; `filename` is the original name lowercased with whitespace as hyphens. */
export const cmsMediaSchema = z.object({
  id: z.number(),
  filename: z.string().min(1, cmsMediaMessages.filenameRequired),
  originalFilename: z.string().min(1, cmsMediaMessages.originalFilenameRequired),
  mimeType: z.string().min(1, cmsMediaMessages.mimeTypeRequired),
  size: z.number().positive(cmsMediaMessages.sizePositive),
  url: z.string().min(1, cmsMediaMessages.urlInvalid),
  alt: z.string().nullable(),
  section: z.enum(cmsMediaSections).nullable(),
  createdAt: z.string(),
});
export type CmsMedia = z.infer<typeof cmsMediaSchema>;

/** GET /api/cms/media */
export interface CmsMediaList {
  medias: CmsMedia[];
}

/** Spec part 2 §3: the original name lowercased, whitespace replaced by hyphens. */
export function mediaFilename(originalName: string): string {
  return originalName.trim().toLowerCase().replace(/\s+/g, '-');
}
