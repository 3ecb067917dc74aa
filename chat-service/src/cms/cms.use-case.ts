import type { CmsContent, CmsContentInput, CmsContentType, CmsLanguage } from '@vela/contracts';
import { cmsContentInputSchema } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import {
  countContents,
  deleteContent,
  findContentById,
  findContentByKey,
  insertContents,
  listContents,
  toCmsContent,
  updateContent,
} from './cms.repository.ts';
import { cmsSeed } from './cms.seed.ts';

export const CONTENT_NOT_FOUND = 'Content not found.';
export const CONTENT_EXISTS = 'Content with this section, key and language already exists.';

const isUniqueViolation = (err: unknown) => /unique|duplicate/i.test(String(err));

/**
 * First start: an empty content table gets the default site texts, so the admin has something to edit.
 * `{{brand}}` in a default text becomes BRAND_NAME.
 */
export async function seedContentsIfEmpty(db: Db, brand: string, seed = cmsSeed): Promise<number> {
  if (seed.length === 0 || (await countContents(db)) > 0) return 0;
  const rows = seed.map((entry) =>
    cmsContentInputSchema.parse({ ...entry, value: entry.value.replaceAll('{{brand}}', brand) }),
  );
  try {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 200) await insertContents(trx, rows.slice(i, i + 200));
    });
  } catch (err) {
    // Another node starting at the same moment seeded first: its rows stand.
    if (isUniqueViolation(err)) return 0;
    throw err;
  }
  return rows.length;
}

/** The site texts, of one language or all. */
export async function siteContents(db: Db, language?: CmsLanguage): Promise<CmsContent[]> {
  return (await listContents(db, { language })).map(toCmsContent);
}

/** One section's texts in one language, as the marketing pages read them. */
export async function sectionContents(db: Db, language: CmsLanguage, type: CmsContentType) {
  const rows = await listContents(db, { language, type });
  return rows.map((row) => ({ key: row.key, value: row.value }));
}

export async function createContent(db: Db, input: CmsContentInput): Promise<CmsContent> {
  if (await findContentByKey(db, input)) throw new AppError('conflict', CONTENT_EXISTS);
  const [row] = await insertContents(db, [input]).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError('conflict', CONTENT_EXISTS);
    throw err;
  });
  if (!row) throw new Error('insert returned no row');
  return toCmsContent(row);
}

export async function changeContent(db: Db, id: number, input: CmsContentInput): Promise<CmsContent> {
  if (!(await findContentById(db, id))) throw new AppError('not_found', CONTENT_NOT_FOUND);
  const clash = await findContentByKey(db, input);
  if (clash && clash.id !== id) throw new AppError('conflict', CONTENT_EXISTS);
  const row = await updateContent(db, id, input).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError('conflict', CONTENT_EXISTS);
    throw err;
  });
  if (!row) throw new AppError('not_found', CONTENT_NOT_FOUND);
  return toCmsContent(row);
}

export async function removeContent(db: Db, id: number): Promise<void> {
  if (!(await deleteContent(db, id))) throw new AppError('not_found', CONTENT_NOT_FOUND);
}
