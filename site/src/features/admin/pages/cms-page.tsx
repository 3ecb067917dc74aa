import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../components/admin-layout.tsx';
import { ContentTab } from '../components/content-tab.tsx';
import { MediaTab } from '../components/media-tab.tsx';

const tabClass =
  'rounded-md px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** /admin/cms: Website Content and Media Assets (admins only). */
export function CmsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminLayout title={t('cms.title')} subtitle={t('cms.subtitle')}>
      <Tabs.Root defaultValue="content">
        <Tabs.List className="inline-flex gap-1 rounded-lg bg-slate-100 p-1" aria-label={t('cms.title')}>
          <Tabs.Trigger value="content" className={tabClass}>
            {t('cms.tabs.content')}
          </Tabs.Trigger>
          <Tabs.Trigger value="media" className={tabClass}>
            {t('cms.tabs.media')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="content" className="mt-4">
          <ContentTab />
        </Tabs.Content>
        <Tabs.Content value="media" className="mt-4">
          <MediaTab />
        </Tabs.Content>
      </Tabs.Root>
    </AdminLayout>
  );
}
