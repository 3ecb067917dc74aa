import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@vela/contracts';
import { fetchJson } from './fetch-json.ts';

/** GET /api/projects: the signed-in client's own projects. */
export const projectsQueryOptions = queryOptions({
  queryKey: ['/api/projects'],
  queryFn: () => fetchJson<ProjectList>('/api/projects', 'projects'),
});

export const useProjects = () => useQuery(projectsQueryOptions);
