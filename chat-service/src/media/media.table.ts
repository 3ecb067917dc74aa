import type { CmsMediaSection } from '@vela/contracts';
import type { Generated, Selectable } from 'kysely';

export interface CmsMediaTable {
  id: Generated<number>;
  /** The original name lowercased with whitespace as hyphens (spec part 2 §3). */
  filename: string;
  original_filename: string;
  /** The generated name on disk under DATA_DIR/media, also the last part of the URL. */
  stored_name: string;
  mime_type: string;
  size: number;
  alt: string | null;
  section: CmsMediaSection | null;
  created_at: string;
}

export type CmsMediaRow = Selectable<CmsMediaTable>;
