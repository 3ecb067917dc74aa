import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@vela/contracts';
import { fetchJson } from './fetch-json.ts';

/** GET /api/projects/{id}/tasks */
export const tasksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id, 'tasks'],
    queryFn: () => fetchJson<Task[]>(`/api/projects/${id}/tasks`, 'tasks'),
  });

export const useTasks = (id: string, enabled: boolean) => useQuery({ ...tasksQueryOptions(id), enabled });
