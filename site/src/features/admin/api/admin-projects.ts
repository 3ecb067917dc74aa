import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProject,
  Milestone,
  MilestoneInput,
  ProjectInput,
  ProjectList,
  Task,
  TaskInput,
} from '@vela/contracts';
import { apiJson, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/projects?clientId= */
export const adminProjectsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['/api/admin/projects', clientId],
    queryFn: async () =>
      (await apiJson<ProjectList<AdminProject>>('GET', `/api/admin/projects?clientId=${clientId}`)).projects,
  });

export const useAdminProjects = (clientId: string, enabled: boolean) =>
  useQuery({ ...adminProjectsQueryOptions(clientId), enabled });

/** GET /api/projects/{id}/tasks and /milestones: the same reads the client's page makes. */
export const usePlan = (projectId: number | undefined) => {
  const tasks = useQuery({
    queryKey: ['/api/projects', String(projectId), 'tasks'],
    queryFn: () => apiJson<Task[]>('GET', `/api/projects/${projectId}/tasks`),
    enabled: projectId !== undefined,
  });
  const milestones = useQuery({
    queryKey: ['/api/projects', String(projectId), 'milestones'],
    queryFn: () => apiJson<Milestone[]>('GET', `/api/projects/${projectId}/milestones`),
    enabled: projectId !== undefined,
  });
  return { tasks, milestones };
};

type Write =
  | { kind: 'createProject'; input: ProjectInput }
  | { kind: 'updateProject'; id: number; input: Partial<ProjectInput> }
  | { kind: 'deleteProject'; id: number }
  | { kind: 'createTask'; projectId: number; input: TaskInput }
  | { kind: 'updateTask'; projectId: number; id: number; input: Partial<TaskInput> }
  | { kind: 'deleteTask'; projectId: number; id: number }
  | { kind: 'createMilestone'; projectId: number; input: MilestoneInput }
  | { kind: 'updateMilestone'; projectId: number; id: number; input: Partial<MilestoneInput> }
  | { kind: 'deleteMilestone'; projectId: number; id: number };

function request(write: Write): [method: string, url: string, body?: unknown] {
  switch (write.kind) {
    case 'createProject':
      return ['POST', '/api/projects', write.input];
    case 'updateProject':
      return ['PUT', `/api/projects/${write.id}`, write.input];
    case 'deleteProject':
      return ['DELETE', `/api/projects/${write.id}`];
    case 'createTask':
      return ['POST', `/api/projects/${write.projectId}/tasks`, write.input];
    case 'updateTask':
      return ['PUT', `/api/projects/${write.projectId}/tasks/${write.id}`, write.input];
    case 'deleteTask':
      return ['DELETE', `/api/projects/${write.projectId}/tasks/${write.id}`];
    case 'createMilestone':
      return ['POST', `/api/projects/${write.projectId}/milestones`, write.input];
    case 'updateMilestone':
      return ['PUT', `/api/projects/${write.projectId}/milestones/${write.id}`, write.input];
    case 'deleteMilestone':
      return ['DELETE', `/api/projects/${write.projectId}/milestones/${write.id}`];
  }
}

/** Every admin write on projects, tasks and milestones (POST/PUT/DELETE /api/projects…); lists refresh after. */
export function useProjectWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: Write) => {
      const [method, url, body] = request(write);
      await apiRequest(method, url, body);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => ['/api/admin/projects', '/api/projects'].includes(String(q.queryKey[0])),
      }),
  });
}
