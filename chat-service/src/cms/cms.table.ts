import type { CmsContentType, CmsLanguage } from '@vela/contracts';
import type { Generated, Selectable } from 'kysely';

export interface CmsContentsTable {
  id: Generated<number>;
  type: CmsContentType;
  key: string;
  value: string;
  language: CmsLanguage;
  created_at: string;
  updated_at: string;
}

export type CmsContentRow = Selectable<CmsContentsTable>;
