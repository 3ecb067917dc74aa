import path from 'node:path';
import { cmsMediaMessages } from '@vela/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/app-error.ts';
import { allowedMedia, type MediaExtension, mediaExtension, textExtensions } from './media.types.ts';

/** Plain text: valid UTF-8 with no NUL bytes (binary formats have no magic number file-type could miss here). */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides a file's type from its bytes, never from its name or the browser's claim. A name whose
 * extension promises another allowed type (a PNG called .pdf, HTML called .png) is refused.
 */
export async function detectMediaType(bytes: Buffer, originalName: string): Promise<MediaExtension> {
  const named = path.extname(originalName).slice(1).toLowerCase();
  const namedType = mediaExtension(named);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const detectedType = mediaExtension(detected.ext);
    if (!detectedType || textExtensions.includes(detectedType)) {
      throw new AppError('unsupported_media_type', cmsMediaMessages.fileTypeInvalid);
    }
    if (named && namedType !== detectedType) {
      throw new AppError('unsupported_media_type', cmsMediaMessages.fileContentMismatch);
    }
    return detectedType;
  }
  if (namedType && textExtensions.includes(namedType) && isPlainText(bytes)) return namedType;
  if (namedType) throw new AppError('unsupported_media_type', cmsMediaMessages.fileContentMismatch);
  throw new AppError('unsupported_media_type', cmsMediaMessages.fileTypeInvalid);
}

export const isImage = (ext: MediaExtension) => allowedMedia[ext].image;
