import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsMedia, CmsMediaList } from '@vela/contracts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

const MEDIA_KEY = '/api/cms/media';

/** GET /api/cms/media */
export const cmsMediaQueryOptions = queryOptions({
  queryKey: [MEDIA_KEY],
  queryFn: async () => (await apiJson<CmsMediaList>('GET', MEDIA_KEY)).medias,
});

export const useCmsMedia = (enabled: boolean) => useQuery({ ...cmsMediaQueryOptions, enabled });

export interface MediaUpload {
  file: File;
  alt?: string;
  section?: string;
}

/** POST /api/cms/media as multipart form data: the file itself plus alt and section. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, alt, section }: MediaUpload) => {
      const form = new FormData();
      form.append('file', file, file.name);
      if (alt) form.append('alt', alt);
      if (section) form.append('section', section);
      return apiJson<CmsMedia>('POST', MEDIA_KEY, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEDIA_KEY] }),
  });
}

/** DELETE /api/cms/media/{id} */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${MEDIA_KEY}/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEDIA_KEY] }),
  });
}
