import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsContent, CmsContentInput, CmsContentList, CmsLanguage } from '@vela/contracts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const CONTENTS_KEY = '/api/cms/content';

/** GET /api/cms/content?language= (fetched only for admins on this page). */
export const cmsContentsQueryOptions = (language: CmsLanguage) =>
  queryOptions({
    queryKey: [CONTENTS_KEY, language],
    queryFn: async () =>
      (await apiJson<CmsContentList>('GET', `${CONTENTS_KEY}?language=${language}`)).contents,
  });

export const useCmsContents = (language: CmsLanguage, enabled: boolean) =>
  useQuery({ ...cmsContentsQueryOptions(language), enabled });

/** Every content list (and the public pages' reads) refresh after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/cms/content') });
}

/** POST /api/cms/content */
export function useCreateContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CmsContentInput) => apiJson<CmsContent>('POST', CONTENTS_KEY, input),
    onSuccess: refresh,
  });
}

/** PUT /api/cms/content/{id} */
export function useUpdateContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CmsContentInput }) =>
      apiJson<CmsContent>('PUT', `${CONTENTS_KEY}/${id}`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/cms/content/{id} */
export function useDeleteContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${CONTENTS_KEY}/${id}`);
    },
    onSuccess: refresh,
  });
}
