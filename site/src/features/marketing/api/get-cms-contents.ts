import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsContentList } from '@vela/contracts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/cms/content: every entry; the footer reads its tagline and copyright from it. */
export const cmsContentsQueryOptions = queryOptions({
  queryKey: ['/api/cms/content'],
  queryFn: async (): Promise<CmsContentList> => {
    const res = await fetch('/api/cms/content', { credentials: 'include' });
    if (!res.ok) throw new Error('Failed to fetch CMS contents');
    return (await res.json()) as CmsContentList;
  },
});

/** The footer's CMS overrides in the current language (undefined while loading or when the call failed). */
export function useFooterContent(): { tagline?: string; copyright?: string } {
  const language = useLanguage();
  const { data } = useQuery(cmsContentsQueryOptions);
  const pick = (key: string) =>
    data?.contents
      .find((c) => c.type === 'footer' && c.key === key && c.language === language)
      ?.value?.trim() || undefined;
  return { tagline: pick('tagline'), copyright: pick('copyright') };
}
