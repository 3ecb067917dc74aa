import {
  type AdminProject,
  type Milestone,
  milestoneStatuses,
  projectStatuses,
  type Task,
  taskPriorities,
  taskStatuses,
  type User,
} from '@vela/contracts';
import type { TFunction } from 'i18next';
import type { FieldSpec, FormValues } from './schema-form-dialog.tsx';

const options = (values: readonly string[], t: TFunction, prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

export function projectFieldSpecs(t: TFunction, clients: User[]): FieldSpec[] {
  return [
    {
      name: 'clientId',
      label: t('projects.fields.client'),
      kind: 'select',
      options: [
        { value: '', label: t('projects.fields.chooseClient') },
        ...clients.map((c) => ({
          value: String(c.id),
          label: [c.firstName, c.lastName].filter(Boolean).join(' ')
            ? `${[c.firstName, c.lastName].filter(Boolean).join(' ')} (${c.username})`
            : c.username,
        })),
      ],
    },
    {
      name: 'status',
      label: t('projects.fields.status'),
      kind: 'select',
      options: options(projectStatuses, t, 'projects.projectStatus'),
    },
    { name: 'name', label: t('projects.fields.name'), kind: 'text' },
    { name: 'description', label: t('projects.fields.description'), kind: 'textarea' },
    { name: 'startDate', label: t('projects.fields.startDate'), kind: 'date' },
    { name: 'endDate', label: t('projects.fields.endDate'), kind: 'date' },
  ];
}

export const projectValues = (p?: AdminProject, clientId = ''): FormValues => ({
  clientId: p ? String(p.clientId) : clientId,
  status: p?.status ?? 'in_progress',
  name: p?.name ?? '',
  description: p?.description ?? '',
  startDate: p?.startDate ?? '',
  endDate: p?.endDate ?? '',
});

export function taskFieldSpecs(t: TFunction): FieldSpec[] {
  return [
    { name: 'title', label: t('projects.fields.title'), kind: 'text' },
    { name: 'description', label: t('projects.fields.description'), kind: 'textarea' },
    {
      name: 'priority',
      label: t('projects.fields.priority'),
      kind: 'select',
      options: options(taskPriorities, t, 'projects.priority'),
    },
    {
      name: 'status',
      label: t('projects.fields.status'),
      kind: 'select',
      options: options(taskStatuses, t, 'projects.taskStatus'),
    },
    { name: 'dueDate', label: t('projects.fields.dueDate'), kind: 'date' },
    {
      name: 'completionPercentage',
      label: t('projects.fields.completion'),
      kind: 'number',
      min: 0,
      max: 100,
    },
  ];
}

export const taskValues = (task?: Task): FormValues => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  priority: task?.priority ?? 'medium',
  status: task?.status ?? 'pending',
  dueDate: task?.dueDate ?? '',
  completionPercentage: String(task?.completionPercentage ?? 0),
});

export function milestoneFieldSpecs(t: TFunction): FieldSpec[] {
  return [
    { name: 'title', label: t('projects.fields.title'), kind: 'text' },
    { name: 'description', label: t('projects.fields.description'), kind: 'textarea' },
    {
      name: 'status',
      label: t('projects.fields.status'),
      kind: 'select',
      options: options(milestoneStatuses, t, 'projects.milestoneStatus'),
    },
    { name: 'targetDate', label: t('projects.fields.targetDate'), kind: 'date' },
    { name: 'completedDate', label: t('projects.fields.completedDate'), kind: 'date' },
  ];
}

export const milestoneValues = (m?: Milestone): FormValues => ({
  title: m?.title ?? '',
  description: m?.description ?? '',
  status: m?.status ?? 'pending',
  targetDate: m?.targetDate ?? '',
  completedDate: m?.completedDate ?? '',
});
