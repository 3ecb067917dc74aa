import { type Milestone, milestoneStatuses, type Task, taskPriorities, taskStatuses } from '@vela/contracts';
import { CalendarClock, CheckCircle2, Flag, ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Badge } from '../../../ui/status-badge.tsx';
import { dueState, knownStatus } from '../lib/project-rules.ts';

function DueText({ task }: { task: Task }) {
  const { t } = useTranslation('portal');
  const state = dueState(task, new Date());
  const text =
    state.kind === 'completed'
      ? t('project.due.completed')
      : state.kind === 'none'
        ? t('project.due.none')
        : state.kind === 'today'
          ? t('project.due.today')
          : t(`project.due.${state.kind}`, { count: state.days });
  const color =
    state.kind === 'overdue' ? 'text-red-600' : state.kind === 'today' ? 'text-amber-700' : 'text-slate-600';
  return <span className={`text-sm font-medium ${color}`}>{text}</span>;
}

function Empty({ icon: Icon, text }: { icon: typeof ListTodo; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Icon className="size-8 text-slate-400" aria-hidden />
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}

export function TaskList({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  if (tasks.length === 0) return <Empty icon={ListTodo} text={t('project.noTasks')} />;
  return (
    <ul className="grid gap-3">
      {tasks.map((task) => {
        const priority = knownStatus(task.priority, taskPriorities);
        const status = knownStatus(task.status, taskStatuses);
        const due = formatShortDate(task.dueDate, lang);
        return (
          <li key={task.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-medium text-slate-900">{task.title}</h3>
              <div className="flex flex-wrap gap-1.5">
                <Badge
                  value={task.priority}
                  label={priority ? t(`project.priority.${priority}`) : task.priority}
                />
                <Badge value={task.status} label={status ? t(`project.taskStatus.${status}`) : task.status} />
              </div>
            </div>
            {task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="size-4" aria-hidden />
                {t('project.dueDate')}: {due ?? t('project.notAvailable')}
              </span>
              <DueText task={task} />
            </div>
            <div className="mt-3 flex items-center gap-3">
              <div
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-label={`${t('project.completion')}: ${task.title}`}
                aria-valuenow={task.completionPercentage}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div
                  className="h-full rounded-full bg-brand-600"
                  style={{ width: `${task.completionPercentage}%` }}
                />
              </div>
              <span className="w-12 text-right text-sm tabular-nums text-slate-700">
                {task.completionPercentage}%
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function MilestoneList({ milestones }: { milestones: Milestone[] }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  if (milestones.length === 0) return <Empty icon={Flag} text={t('project.noMilestones')} />;
  const na = t('project.notAvailable');
  return (
    <ul className="grid gap-3">
      {milestones.map((milestone) => {
        const status = knownStatus(milestone.status, milestoneStatuses);
        return (
          <li key={milestone.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="inline-flex items-center gap-2 font-medium text-slate-900">
                {milestone.status === 'reached' ? (
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
                ) : (
                  <Flag className="size-4 text-slate-400" aria-hidden />
                )}
                {milestone.title}
              </h3>
              <Badge
                value={milestone.status}
                label={status ? t(`project.milestoneStatus.${status}`) : milestone.status}
              />
            </div>
            {milestone.description && <p className="mt-1 text-sm text-slate-600">{milestone.description}</p>}
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1">
                <dt>{t('project.targetDate')}:</dt>
                <dd>{formatShortDate(milestone.targetDate, lang) ?? na}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('project.completedDate')}:</dt>
                <dd>{formatShortDate(milestone.completedDate, lang) ?? na}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
