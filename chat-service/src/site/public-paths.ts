import { PUBLIC_PAGE_PATHS, publicPageForms } from '@vela/contracts';

/** The public pages of spec part 1 (prerendered by the site build), with their /it and /en forms. */
export const PUBLIC_PAGE_PATHS_FOR_SERVER = new Set(PUBLIC_PAGE_PATHS.flatMap(publicPageForms));
