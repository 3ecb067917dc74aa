import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@vela/contracts';
import { apiJson, fetchingFailed } from '../../../lib/api-client.ts';

/** GET /api/projects/{id}/tasks */
export const tasksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id, 'tasks'],
    queryFn: () =>
      apiJson<Task[]>('GET', `/api/projects/${id}/tasks`, undefined, { failure: fetchingFailed('tasks') }),
  });

export const useTasks = (id: string, enabled: boolean) => useQuery({ ...tasksQueryOptions(id), enabled });
