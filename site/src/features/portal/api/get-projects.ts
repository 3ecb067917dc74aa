import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@vela/contracts';
import { apiJson, fetchingFailed } from '../../../lib/api-client.ts';

/** GET /api/projects: the signed-in client's own projects. */
export const projectsQueryOptions = queryOptions({
  queryKey: ['/api/projects'],
  queryFn: () =>
    apiJson<ProjectList>('GET', '/api/projects', undefined, { failure: fetchingFailed('projects') }),
});

export const useProjects = () => useQuery(projectsQueryOptions);
