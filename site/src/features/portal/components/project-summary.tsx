import type { Milestone, Project, Task } from '@vela/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/language.ts';
import { projectProgress } from '../lib/project-rules.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-sm font-medium text-slate-500">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Counts({ items }: { items: [label: string, value: number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Progress, dates, and the task and milestone counts of a project. */
export function ProjectSummary({
  project,
  tasks,
  milestones,
}: {
  project: Project;
  tasks: Task[];
  milestones: Milestone[];
}) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const progress = projectProgress(tasks);
  const na = t('project.notAvailable');
  const countStatus = (list: { status: string }[], status: string) =>
    list.filter((i) => i.status === status).length;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title={t('project.progress')}>
        <p className="text-3xl font-bold tabular-nums">{progress}%</p>
        <div
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={t('project.progress')}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={t('project.progressValue', { value: progress })}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
        </div>
      </Card>
      <Card title={`${t('project.startDate')} / ${t('project.endDate')}`}>
        <dl className="grid grid-cols-2 gap-2">
          <div>
            <dt className="text-xs text-slate-500">{t('project.startDate')}</dt>
            <dd className="font-medium">{formatShortDate(project.startDate, lang) ?? na}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('project.endDate')}</dt>
            <dd className="font-medium">{formatShortDate(project.endDate, lang) ?? na}</dd>
          </div>
        </dl>
      </Card>
      <Card title={t('project.taskOverview')}>
        <Counts
          items={[
            [t('project.totalTasks'), tasks.length],
            [t('project.completedTasks'), countStatus(tasks, 'completed')],
            [t('project.inProgressTasks'), countStatus(tasks, 'in_progress')],
            [t('project.pendingTasks'), countStatus(tasks, 'pending')],
          ]}
        />
      </Card>
      <Card title={t('project.milestones')}>
        <Counts
          items={[
            [t('project.totalTasks'), milestones.length],
            [t('project.reachedMilestones'), countStatus(milestones, 'reached')],
            [t('project.pendingMilestones'), countStatus(milestones, 'pending')],
          ]}
        />
      </Card>
    </div>
  );
}
