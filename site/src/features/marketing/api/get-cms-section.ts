import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsSectionContent } from '@vela/contracts';
import { apiJson } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export type CmsSection = 'hero' | 'faq';
export type CmsValues = Record<string, string>;

/** GET /api/cms/content/{section}?language=: a non-OK answer raises an error carrying the response text. */
async function fetchSection(section: CmsSection, language: string): Promise<CmsValues> {
  const body = await apiJson<CmsSectionContent>(
    'GET',
    `/api/cms/content/${section}?language=${language}`,
    undefined,
    {
      failure: (error) => error.body || 'Failed to fetch CMS contents',
    },
  );
  return Object.fromEntries(body.contents.map(({ key, value }) => [key, value]));
}

/** Spec part 1 §7: retried once on failure; the page falls back to translations meanwhile and on failure. */
export const cmsSectionQueryOptions = (section: CmsSection, language: string) =>
  queryOptions({
    queryKey: ['/api/cms/content', section, language],
    queryFn: () => fetchSection(section, language),
    retry: 1,
  });

/** The section's CMS values; `text(key, fallback)` picks the CMS value when present and non-empty. */
export function useCmsSection(section: CmsSection) {
  const language = useLanguage();
  const { data } = useQuery(cmsSectionQueryOptions(section, language.split('-')[0] ?? 'it'));
  return (key: string, fallback: string) => {
    const value = data?.[key];
    return value?.trim() ? value : fallback;
  };
}
