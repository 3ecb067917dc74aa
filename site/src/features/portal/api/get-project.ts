import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@vela/contracts';
import { apiJson, fetchingFailed } from '../../../lib/api-client.ts';

/** GET /api/projects/{id} */
export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id],
    queryFn: () =>
      apiJson<Project>('GET', `/api/projects/${id}`, undefined, { failure: fetchingFailed('project') }),
  });

/** Spec part 2 §5: a non-numeric id makes no call. */
export const useProject = (id: string, enabled: boolean) => useQuery({ ...projectQueryOptions(id), enabled });
