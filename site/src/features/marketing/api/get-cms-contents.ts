import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsContentList } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /api/cms/content: every entry; the footer reads its tagline and copyright from it. */
export const cmsContentsQueryOptions = queryOptions({
  queryKey: ['/api/cms/content'],
  queryFn: () =>
    apiJson<CmsContentList>('GET', '/api/cms/content', undefined, {
      failure: () => 'Failed to fetch CMS contents',
    }),
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
