import { type AdminProject, projectInputSchema, projectUpdateSchema } from '@vela/contracts';
import { ExternalLink, ListChecks, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatShortDate } from '../../../lib/dates.ts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { ProjectStatusBadge } from '../../../ui/status-badge.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useAdminProjects, useProjectWrite } from '../api/admin-projects.ts';
import { useUsers } from '../api/get-users.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { SelectField } from '../components/fields.tsx';
import { projectFieldSpecs, projectValues } from '../components/project-fields.ts';
import { ProjectPlan } from '../components/project-plan.tsx';
import { SchemaFormDialog } from '../components/schema-form-dialog.tsx';
import { useWriteToasts } from '../components/use-write-toasts.ts';

function ProjectsManager() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const [clientId, setClientId] = useState('');
  const users = useUsers(true);
  const clients = (users.data ?? []).filter((u) => u.role === 'client');
  const projects = useAdminProjects(clientId, true);
  const write = useProjectWrite();
  const toasts = useWriteToasts();
  const [editing, setEditing] = useState<{ open: boolean; project?: AdminProject }>({ open: false });
  const [managingId, setManagingId] = useState<number>();
  const managing = projects.data?.find((p) => p.id === managingId);

  useEffect(() => {
    if (projects.error)
      toast({
        title: t('projects.toast.loadError'),
        description: projects.error.message,
        variant: 'destructive',
      });
  }, [projects.error, t]);

  const na = '—';
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-64">
          <SelectField
            label={t('projects.clientFilter')}
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
            options={[
              { value: '', label: t('projects.allClients') },
              ...clients.map((c) => ({ value: String(c.id), label: c.username })),
            ]}
          />
        </div>
        <Button onClick={() => setEditing({ open: true })} disabled={clients.length === 0}>
          <Plus className="size-4" aria-hidden />
          {t('projects.newProject')}
        </Button>
      </div>
      {!users.isLoading && clients.length === 0 && (
        <p className="text-sm text-amber-800">{t('projects.noClients')}</p>
      )}

      {projects.isLoading ? (
        <PageSpinner />
      ) : !projects.data?.length ? (
        <EmptyState>{t('projects.empty')}</EmptyState>
      ) : (
        <DataTable
          rows={projects.data}
          rowKey={(p) => p.id}
          minWidth="min-w-[760px]"
          rowProps={(p) => ({
            'aria-selected': p.id === managingId,
            className: 'aria-selected:bg-brand-50/50',
          })}
          columns={[
            { header: t('projects.columns.name'), cell: (p) => p.name, className: 'font-medium' },
            {
              header: t('projects.columns.client'),
              cell: (p) => (
                <>
                  {p.clientName}
                  {p.clientName !== p.clientUsername && (
                    <span className="block text-xs text-slate-500">{p.clientUsername}</span>
                  )}
                </>
              ),
            },
            { header: t('projects.columns.status'), cell: (p) => <ProjectStatusBadge status={p.status} /> },
            {
              header: t('projects.columns.dates'),
              cell: (p) =>
                `${formatShortDate(p.startDate, lang) ?? na} – ${formatShortDate(p.endDate, lang) ?? na}`,
              className: 'whitespace-nowrap',
            },
          ]}
          actions={{
            header: t('projects.columns.actions'),
            cell: (p) => (
              <>
                <Button
                  variant="ghost"
                  aria-label={`${t('projects.manage')}: ${p.name}`}
                  onClick={() => setManagingId(p.id)}
                >
                  <ListChecks className="size-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`${t('common.edit')} ${p.name}`}
                  onClick={() => setEditing({ open: true, project: p })}
                >
                  <Pencil className="size-4" aria-hidden />
                </Button>
                <Link
                  to={to('project', { id: p.id })}
                  aria-label={`${t('projects.openAsClient')}: ${p.name}`}
                  className="inline-flex min-h-10 items-center rounded-md px-4 py-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <ExternalLink className="size-4" aria-hidden />
                </Link>
              </>
            ),
          }}
          remove={{
            name: (p) => p.name,
            message: (p) => t('projects.confirmDeleteProject', { name: p.name }),
            busy: write.isPending,
            onConfirm: (p, done) =>
              write.mutate(
                { kind: 'deleteProject', id: p.id },
                {
                  onSuccess: () => {
                    toasts.deleted(p.name);
                    if (managingId === p.id) setManagingId(undefined);
                    done();
                  },
                  onError: toasts.failed,
                },
              ),
          }}
        />
      )}

      {managing && <ProjectPlan key={managing.id} project={managing} />}

      <SchemaFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        title={editing.project ? t('projects.editProject') : t('projects.newProject')}
        fields={projectFieldSpecs(t, clients)}
        initial={projectValues(editing.project, clientId)}
        schema={editing.project ? projectUpdateSchema : projectInputSchema}
        busy={write.isPending}
        onSubmit={(input) => {
          const project = editing.project;
          write.mutate(
            project
              ? { kind: 'updateProject', id: project.id, input }
              : { kind: 'createProject', input: projectInputSchema.parse(input) },
            {
              onSuccess: () => {
                toasts.saved(input.name ?? project?.name ?? '');
                setEditing({ open: false });
              },
              onError: toasts.failed,
            },
          );
        }}
      />
    </div>
  );
}

/** /admin/projects: create and update clients' projects, tasks and milestones (admins only). */
export function ProjectsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('projects.title')} subtitle={t('projects.subtitle')}>
      <ProjectsManager />
    </AdminLayout>
  );
}
