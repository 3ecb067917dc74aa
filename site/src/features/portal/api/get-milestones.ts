import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestone } from '@vela/contracts';
import { fetchJson } from './fetch-json.ts';

/** GET /api/projects/{id}/milestones */
export const milestonesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['/api/projects', id, 'milestones'],
    queryFn: () => fetchJson<Milestone[]>(`/api/projects/${id}/milestones`, 'milestones'),
  });

export const useMilestones = (id: string, enabled: boolean) =>
  useQuery({ ...milestonesQueryOptions(id), enabled });
