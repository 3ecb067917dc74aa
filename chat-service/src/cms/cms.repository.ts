import type { CmsContent, CmsContentInput, CmsContentType, CmsLanguage } from '@vela/contracts';
import { type Db, now } from '../db/schema.ts';
import type { CmsContentRow } from './cms.table.ts';

export function toCmsContent(row: CmsContentRow): CmsContent {
  return {
    id: row.id,
    type: row.type,
    key: row.key,
    value: row.value,
    language: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listContents(db: Db, filter: { language?: CmsLanguage; type?: CmsContentType } = {}) {
  let query = db.selectFrom('cms_contents').selectAll();
  if (filter.language) query = query.where('language', '=', filter.language);
  if (filter.type) query = query.where('type', '=', filter.type);
  return query.orderBy('type').orderBy('key').orderBy('language').execute();
}

export function findContentById(db: Db, id: number) {
  return db.selectFrom('cms_contents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findContentByKey(db: Db, input: Pick<CmsContentInput, 'type' | 'key' | 'language'>) {
  return db
    .selectFrom('cms_contents')
    .selectAll()
    .where('type', '=', input.type)
    .where('key', '=', input.key)
    .where('language', '=', input.language)
    .executeTakeFirst();
}

export function insertContents(db: Db, inputs: CmsContentInput[]) {
  const at = now();
  return db
    .insertInto('cms_contents')
    .values(inputs.map((input) => ({ ...input, created_at: at, updated_at: at })))
    .returningAll()
    .execute();
}

export function updateContent(db: Db, id: number, input: CmsContentInput) {
  return db
    .updateTable('cms_contents')
    .set({ ...input, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContent(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('cms_contents').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countContents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('cms_contents')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
