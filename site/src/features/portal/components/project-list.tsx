import type { Project } from '@vela/contracts';
import { AlertCircle, ChevronRight, FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../../lib/dates.ts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { ProjectStatusBadge } from '../../../ui/status-badge.tsx';
import { useProjects } from '../api/get-projects.ts';
import { matchesFilter, type ProjectFilter, projectFilters } from '../lib/project-rules.ts';

function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation('portal');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const na = t('project.notAvailable');
  return (
    <li>
      <Link
        to={to('project', { id: project.id })}
        className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-slate-900">{project.name}</h3>
          <ProjectStatusBadge status={project.status} />
        </div>
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">
          {project.description || t('project.noDescription')}
        </p>
        <p className="mt-3 text-xs text-slate-500">
          {t('projects.dates', {
            start: formatShortDate(project.startDate, lang) ?? na,
            end: formatShortDate(project.endDate, lang) ?? na,
          })}
        </p>
        <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-600">
          {t('projects.view')}
          <ChevronRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden />
        </span>
      </Link>
    </li>
  );
}

/** A failed load must not read as "no projects": it says so and offers another try. */
function ProjectsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <div
      role="alert"
      className="mt-4 flex flex-col items-center rounded-xl border border-red-200 bg-red-50 p-10 text-center"
    >
      <AlertCircle className="size-8 text-red-500" aria-hidden />
      <p className="mt-2 font-medium text-red-800">{t('projects.loadError')}</p>
      <Button variant="secondary" className="mt-4" disabled={retrying} onClick={onRetry}>
        {t('projects.retry')}
      </Button>
    </div>
  );
}

/** The client's projects with the status filter and its empty-list messages. */
export function ProjectList() {
  const { t } = useTranslation('portal');
  const [filter, setFilter] = useState<ProjectFilter>('all');
  const { data, isLoading, isError, isFetching, refetch } = useProjects();
  const shown = (data?.projects ?? []).filter((p) => matchesFilter(p.status, filter));
  return (
    <section aria-labelledby="projects-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="projects-title" className="text-lg font-semibold">
          {t('projects.title')}
        </h2>
        <fieldset className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <legend className="sr-only">{t('projects.filterLabel')}</legend>
          {projectFilters.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t(`projects.filter.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <ProjectsLoadError retrying={isFetching} onRetry={() => void refetch()} />
      ) : shown.length === 0 ? (
        <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <FolderOpen className="size-8 text-slate-400" aria-hidden />
          <p className="mt-2 text-slate-600">{t(`projects.empty.${filter}`)}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      )}
    </section>
  );
}
