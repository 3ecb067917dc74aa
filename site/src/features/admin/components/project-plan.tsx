import {
  type AdminProject,
  type Milestone,
  milestoneInputSchema,
  milestoneUpdateSchema,
  type Task,
  taskInputSchema,
  taskUpdateSchema,
} from '@vela/contracts';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { DeleteButton, useConfirmDelete } from '../../../ui/confirm-delete.tsx';
import { Badge } from '../../../ui/status-badge.tsx';
import { usePlan, useProjectWrite } from '../api/admin-projects.ts';
import { milestoneFieldSpecs, milestoneValues, taskFieldSpecs, taskValues } from './project-fields.ts';
import { SchemaFormDialog } from './schema-form-dialog.tsx';
import { useWriteToasts } from './use-write-toasts.ts';

type Editing = { kind: 'task'; item?: Task } | { kind: 'milestone'; item?: Milestone };
type Deleting = { kind: 'task' | 'milestone'; id: number; name: string };

function Row({
  title,
  badges,
  onEdit,
  onDelete,
}: {
  title: string;
  badges: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium break-words">{title}</p>
        <div className="mt-1 flex flex-wrap gap-1.5">{badges}</div>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" aria-label={`${t('common.edit')} ${title}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <DeleteButton name={title} onClick={onDelete} />
      </div>
    </li>
  );
}

/** The tasks and milestones of one project, with add, edit and delete. */
export function ProjectPlan({ project }: { project: AdminProject }) {
  const { t } = useTranslation('admin');
  const { tasks, milestones } = usePlan(project.id);
  const write = useProjectWrite();
  const toasts = useWriteToasts();
  const [editing, setEditing] = useState<Editing>();
  const confirmDelete = useConfirmDelete<Deleting>({
    message: (item) =>
      item.kind === 'task'
        ? t('projects.confirmDeleteTask', { name: item.name })
        : t('projects.confirmDeleteMilestone', { name: item.name }),
    busy: write.isPending,
    onConfirm: (item, done) =>
      write.mutate(
        item.kind === 'task'
          ? { kind: 'deleteTask', projectId: project.id, id: item.id }
          : { kind: 'deleteMilestone', projectId: project.id, id: item.id },
        {
          onSuccess: () => {
            toasts.deleted(item.name);
            done();
          },
          onError: toasts.failed,
        },
      ),
  });
  const close = () => setEditing(undefined);

  return (
    <section
      aria-labelledby="plan-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="plan-title" className="text-lg font-semibold">
        {t('projects.planTitle', { name: project.name })}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">{t('projects.tasks')}</h3>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'task' })}>
              <Plus className="size-4" aria-hidden />
              {t('projects.addTask')}
            </Button>
          </div>
          {tasks.data?.length ? (
            <ul className="mt-2 divide-y divide-slate-100">
              {tasks.data.map((task) => (
                <Row
                  key={task.id}
                  title={task.title}
                  badges={
                    <>
                      <Badge
                        value={task.status}
                        label={t(`projects.taskStatus.${task.status}`, task.status)}
                      />
                      <Badge
                        value={task.priority}
                        label={t(`projects.priority.${task.priority}`, task.priority)}
                      />
                      <Badge value="pending" label={`${task.completionPercentage}%`} />
                      {task.dueDate && <Badge value="pending" label={task.dueDate} />}
                    </>
                  }
                  onEdit={() => setEditing({ kind: 'task', item: task })}
                  onDelete={() => confirmDelete.ask({ kind: 'task', id: task.id, name: task.title })}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{t('projects.noTasks')}</p>
          )}
        </div>
        <div>
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium">{t('projects.milestones')}</h3>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'milestone' })}>
              <Plus className="size-4" aria-hidden />
              {t('projects.addMilestone')}
            </Button>
          </div>
          {milestones.data?.length ? (
            <ul className="mt-2 divide-y divide-slate-100">
              {milestones.data.map((m) => (
                <Row
                  key={m.id}
                  title={m.title}
                  badges={
                    <>
                      <Badge value={m.status} label={t(`projects.milestoneStatus.${m.status}`, m.status)} />
                      {m.targetDate && <Badge value="pending" label={m.targetDate} />}
                    </>
                  }
                  onEdit={() => setEditing({ kind: 'milestone', item: m })}
                  onDelete={() => confirmDelete.ask({ kind: 'milestone', id: m.id, name: m.title })}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{t('projects.noMilestones')}</p>
          )}
        </div>
      </div>

      <SchemaFormDialog
        open={editing?.kind === 'task'}
        onOpenChange={(open) => !open && close()}
        title={editing?.item ? t('projects.editTask') : t('projects.addTask')}
        fields={taskFieldSpecs(t)}
        initial={taskValues(editing?.kind === 'task' ? editing.item : undefined)}
        schema={editing?.item ? taskUpdateSchema : taskInputSchema}
        busy={write.isPending}
        onSubmit={(input) => {
          const item = editing?.kind === 'task' ? editing.item : undefined;
          write.mutate(
            item
              ? { kind: 'updateTask', projectId: project.id, id: item.id, input }
              : { kind: 'createTask', projectId: project.id, input: taskInputSchema.parse(input) },
            {
              onSuccess: () => {
                toasts.saved(input.title ?? item?.title ?? '');
                close();
              },
              onError: toasts.failed,
            },
          );
        }}
      />
      <SchemaFormDialog
        open={editing?.kind === 'milestone'}
        onOpenChange={(open) => !open && close()}
        title={editing?.item ? t('projects.editMilestone') : t('projects.addMilestone')}
        fields={milestoneFieldSpecs(t)}
        initial={milestoneValues(editing?.kind === 'milestone' ? editing.item : undefined)}
        schema={editing?.item ? milestoneUpdateSchema : milestoneInputSchema}
        busy={write.isPending}
        onSubmit={(input) => {
          const item = editing?.kind === 'milestone' ? editing.item : undefined;
          write.mutate(
            item
              ? { kind: 'updateMilestone', projectId: project.id, id: item.id, input }
              : { kind: 'createMilestone', projectId: project.id, input: milestoneInputSchema.parse(input) },
            {
              onSuccess: () => {
                toasts.saved(input.title ?? item?.title ?? '');
                close();
              },
              onError: toasts.failed,
            },
          );
        }}
      />
      {confirmDelete.dialog}
    </section>
  );
}
