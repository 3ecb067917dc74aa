import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CmsMedia, type CmsMediaUploadInput, cmsMediaMessages, mediaFilename } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { detectMediaType } from './media.detect.ts';
import { deleteMediaRow, findMediaById, insertMedia, listMedia, toCmsMedia } from './media.repository.ts';
import { allowedMedia } from './media.types.ts';

export const MEDIA_NOT_FOUND = 'Media not found.';

export interface UploadedFile {
  originalName: string;
  bytes: Buffer;
}

/** A name safe on any disk and in any URL: random prefix, a readable slug, the extension of the real type. */
function storedName(originalName: string, ext: string): string {
  const base = path.basename(originalName, path.extname(originalName));
  const slug =
    mediaFilename(base)
      .normalize('NFKD')
      .replace(/[^a-z0-9_-]+/g, '')
      .slice(0, 60) || 'file';
  return `${randomBytes(6).toString('hex')}-${slug}.${ext}`;
}

/** Every media asset, newest first. */
export async function allMedia(db: Db): Promise<CmsMedia[]> {
  return (await listMedia(db)).map(toCmsMedia);
}

export async function uploadMedia(
  db: Db,
  mediaDir: string,
  file: UploadedFile,
  input: CmsMediaUploadInput,
): Promise<CmsMedia> {
  if (file.bytes.length === 0) throw new AppError('bad_request', cmsMediaMessages.sizePositive);
  const originalFilename = path.basename(file.originalName.replaceAll('\\', '/')).trim().slice(0, 255);
  if (!originalFilename) throw new AppError('bad_request', cmsMediaMessages.originalFilenameRequired);
  const ext = await detectMediaType(file.bytes, originalFilename);
  const name = storedName(originalFilename, ext);
  await mkdir(mediaDir, { recursive: true });
  await writeFile(path.join(mediaDir, name), file.bytes, { flag: 'wx' });
  try {
    const row = await insertMedia(db, {
      filename: mediaFilename(originalFilename),
      original_filename: originalFilename,
      stored_name: name,
      mime_type: allowedMedia[ext].mime.split(';')[0] ?? allowedMedia[ext].mime,
      size: file.bytes.length,
      alt: input.alt ?? null,
      section: input.section ?? null,
    });
    return toCmsMedia(row);
  } catch (err) {
    await rm(path.join(mediaDir, name), { force: true });
    throw err;
  }
}

export async function removeMedia(db: Db, mediaDir: string, id: number): Promise<void> {
  const row = await findMediaById(db, id);
  if (!row) throw new AppError('not_found', MEDIA_NOT_FOUND);
  await deleteMediaRow(db, id);
  await rm(path.join(mediaDir, row.stored_name), { force: true });
}
