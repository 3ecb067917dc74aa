import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestone } from '@vela/contracts';
import { apiJson, fetchingFailed } from '../../../lib/api-client.ts';

/** GET /api/projects/{id}/milestones */
export const milestonesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id, 'milestones'],
    queryFn: () =>
      apiJson<Milestone[]>('GET', `/api/projects/${id}/milestones`, undefined, {
        failure: fetchingFailed('milestones'),
      }),
  });

export const useMilestones = (id: string, enabled: boolean) =>
  useQuery({ ...milestonesQueryOptions(id), enabled });
