import type { CmsMedia } from '@vela/contracts';
import type { Insertable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type { CmsMediaRow, CmsMediaTable } from './media.table.ts';
import { MEDIA_URL_PREFIX } from './media.types.ts';

export function toCmsMedia(row: CmsMediaRow): CmsMedia {
  return {
    id: row.id,
    filename: row.filename,
    originalFilename: row.original_filename,
    mimeType: row.mime_type,
    size: Number(row.size),
    url: `${MEDIA_URL_PREFIX}${row.stored_name}`,
    alt: row.alt,
    section: row.section,
    createdAt: row.created_at,
  };
}

export function listMedia(db: Db) {
  return db.selectFrom('cms_media').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findMediaById(db: Db, id: number) {
  return db.selectFrom('cms_media').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertMedia(db: Db, media: Omit<Insertable<CmsMediaTable>, 'created_at'>) {
  return db
    .insertInto('cms_media')
    .values({ ...media, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteMediaRow(db: Db, id: number) {
  return db.deleteFrom('cms_media').where('id', '=', id).executeTakeFirst();
}
