/** Where uploaded media are served: `/media/<stored name>`. */
export const MEDIA_URL_PREFIX = '/media/';

/** What may be uploaded, by the extension the stored file gets; the type itself is read from the bytes. */
export const allowedMedia = {
  png: { mime: 'image/png', image: true },
  jpg: { mime: 'image/jpeg', image: true },
  gif: { mime: 'image/gif', image: true },
  webp: { mime: 'image/webp', image: true },
  avif: { mime: 'image/avif', image: true },
  pdf: { mime: 'application/pdf', image: false },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', image: false },
  txt: { mime: 'text/plain; charset=utf-8', image: false },
  csv: { mime: 'text/csv; charset=utf-8', image: false },
} as const;

export type MediaExtension = keyof typeof allowedMedia;

const aliases: Record<string, MediaExtension> = { jpeg: 'jpg', text: 'txt' };

/** The allowed extension a name or a detected type stands for, if any. */
export function mediaExtension(ext: string | undefined): MediaExtension | undefined {
  if (!ext) return undefined;
  const lower = ext.toLowerCase();
  const known = aliases[lower] ?? lower;
  return known in allowedMedia ? (known as MediaExtension) : undefined;
}

export const textExtensions: readonly MediaExtension[] = ['txt', 'csv'];
