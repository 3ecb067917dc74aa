import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { ProjectStatusBadge } from '../../../ui/status-badge.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useMilestones } from '../api/get-milestones.ts';
import { useProject } from '../api/get-project.ts';
import { useTasks } from '../api/get-tasks.ts';
import { MilestoneList, TaskList } from '../components/plan-lists.tsx';
import { ProjectSummary } from '../components/project-summary.tsx';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** Toasts a load failure once per error (spec part 2 §8). */
function useErrorToast(error: Error | null, title: string) {
  useEffect(() => {
    if (error) toast({ title, description: error.message, variant: 'destructive' });
  }, [error, title]);
}

function NotFound() {
  const { t } = useTranslation('portal');
  const to = useLocalizedPath();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
      <SearchX className="size-10 text-slate-400" aria-hidden />
      <h1 className="text-2xl font-semibold">{t('project.notFound')}</h1>
      <p className="text-slate-600">{t('project.notFoundHint')}</p>
      <Link
        to={to('portal')}
        className="mt-2 inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('project.backToPortal')}
      </Link>
    </main>
  );
}

/** /portal/projects/:id: a project's progress, dates, tasks and milestones. */
export function ProjectPage() {
  const { t } = useTranslation('portal');
  const to = useLocalizedPath();
  const id = useParams().id ?? '';
  const valid = /^\d+$/.test(id);
  const project = useProject(id, valid);
  const tasks = useTasks(id, valid);
  const milestones = useMilestones(id, valid);
  useDocumentTitle(project.data?.name ?? t('meta.projectTitle'));
  useErrorToast(project.error, t('project.errors.project'));
  // One toast shows at a time: when the project itself failed, its tasks' and milestones' failures add nothing.
  useErrorToast(project.isSuccess ? tasks.error : null, t('project.errors.tasks'));
  useErrorToast(project.isSuccess ? milestones.error : null, t('project.errors.milestones'));

  if (!valid) return <NotFound />;
  if (project.isLoading) return <PageSpinner />;
  if (!project.data) return <NotFound />;
  const data = project.data;
  const taskList = tasks.data ?? [];
  const milestoneList = milestones.data ?? [];

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-start gap-3 px-4 py-4 sm:px-6">
          <Link
            to={to('portal')}
            aria-label={t('project.back')}
            className="mt-0.5 rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-xl font-semibold break-words sm:text-2xl">{data.name}</h1>
              <ProjectStatusBadge status={data.status} />
            </div>
            <p className="mt-1 whitespace-pre-line text-slate-600">
              {data.description || t('project.noDescription')}
            </p>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
        {tasks.isLoading || milestones.isLoading ? (
          <PageSpinner />
        ) : (
          <>
            <ProjectSummary project={data} tasks={taskList} milestones={milestoneList} />
            <Tabs.Root defaultValue="tasks">
              <Tabs.List className="inline-flex gap-1 rounded-lg bg-slate-100 p-1" aria-label={data.name}>
                <Tabs.Trigger value="tasks" className={tabClass}>
                  {t('project.tabs.tasks')}
                </Tabs.Trigger>
                <Tabs.Trigger value="milestones" className={tabClass}>
                  {t('project.tabs.milestones')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="tasks" className="mt-4">
                <TaskList tasks={taskList} />
              </Tabs.Content>
              <Tabs.Content value="milestones" className="mt-4">
                <MilestoneList milestones={milestoneList} />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </main>
    </div>
  );
}
