import * as Tabs from '@radix-ui/react-tabs';
import type { TrainingProgress } from '@vela/contracts';
import type { LiveOptions } from '@vela/widget';
import { CalendarClock } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { CrawlReportView } from '../../../ui/crawl-report/crawl-report-view.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { WidgetPreview } from '../../../ui/widget-preview.tsx';
import { useDemo } from '../api/get-demo.ts';
import { CustomizeTab } from '../components/customize-tab.tsx';
import { DemoChat } from '../components/demo-chat.tsx';
import { DemoNotFound } from '../components/demo-not-found.tsx';
import { DemoTopBar } from '../components/demo-top-bar.tsx';
import { InstallTab } from '../components/install-tab.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { TrainingProgressPanel } from '../components/training-progress.tsx';
import {
  customizationFrom,
  DEMO_COLOR_DEFAULTS,
  type DemoCustomization,
  safeHex,
} from '../lib/demo-customization.ts';
import { demoSnippet } from '../lib/demo-snippet.ts';
import { furtherProgress } from '../lib/progress.ts';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';

/** /chatbot-demo/{demoId}: training progress, the chat, Install and Customize tabs, and the plans. */
export function DemoPage() {
  const { demoId = '' } = useParams();
  const { t } = useTranslation('demo');
  const lang = useLanguage();
  // The snippet goes on the visitor's own site, so it names PUBLIC_URL, not whatever host served this page.
  const publicOrigin = useSiteConfig().origin || window.location.origin;
  useDocumentTitle(t('meta.demo'));

  const onChatError = useCallback(
    (message: string | undefined) =>
      toast({
        title: t('chat.errorTitle'),
        description: message || t('chat.errorGettingResponse'),
        variant: 'destructive',
      }),
    [t],
  );
  const [liveProgress, setLiveProgress] = useState<TrainingProgress | undefined>();
  const demo = useDemo(demoId, lang, liveProgress);

  const defaults = customizationFrom(demo.data?.config, {
    title: t('customize.defaultTitle'),
    welcomeMessage: t('chat.welcome'),
  });
  const [draft, setDraft] = useState<DemoCustomization | undefined>();
  const [applied, setApplied] = useState<DemoCustomization | undefined>();
  const current = draft ?? defaults;
  const onApply = useCallback(() => setApplied(draft), [draft]);

  const progress = furtherProgress(liveProgress, demo.data?.training) ?? {
    status: 'queued' as const,
    done: 0,
    total: 0,
  };
  const ready = progress.status === 'ready';
  const look = applied ?? defaults;
  const disabledReason = ready
    ? undefined
    : t(progress.status === 'failed' ? 'progress.chatFailed' : 'progress.chatLocked');
  const { title, welcomeMessage, primaryColor, userBubbleColor, botBubbleColor } = look;
  // The chat shows what was applied; the Customize tab's preview shows the draft.
  const chatLook = useMemo<LiveOptions>(
    () => ({
      language: lang,
      color: safeHex(primaryColor, DEMO_COLOR_DEFAULTS.primaryColor),
      userBubbleColor: safeHex(userBubbleColor, DEMO_COLOR_DEFAULTS.userBubbleColor),
      botBubbleColor: safeHex(botBubbleColor, DEMO_COLOR_DEFAULTS.botBubbleColor),
      strings: { botName: title, welcome: welcomeMessage },
      disabledReason,
    }),
    [lang, primaryColor, userBubbleColor, botBubbleColor, title, welcomeMessage, disabledReason],
  );

  if (demo.isLoading) return <PageSpinner />;
  if (demo.error || !demo.data) {
    const detail =
      demo.error instanceof ApiError && demo.error.status !== 404 ? demo.error.message : undefined;
    return (
      <div className="min-h-screen bg-slate-50 text-slate-900">
        <DemoTopBar />
        <DemoNotFound detail={detail} />
      </div>
    );
  }

  const { domain } = demo.data.demo;

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <DemoTopBar />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('page.title', { domain })}</h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <CalendarClock className="size-4" aria-hidden />
          {t('page.lifetime')}
        </p>
        <div className="mt-6">
          <TrainingProgressPanel progress={progress} />
        </div>
        {ready && (
          <div className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <CrawlReportView
              title={t('crawlReport:title')}
              report={demo.data.report}
              loading={demo.data.training.status !== 'ready'}
            />
          </div>
        )}
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <DemoChat demoId={demoId} look={chatLook} onTraining={setLiveProgress} onError={onChatError} />
          <Tabs.Root
            defaultValue="install"
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1" aria-label={t('page.tabsLabel')}>
              <Tabs.Trigger value="install" className={tabClass}>
                {t('page.install')}
              </Tabs.Trigger>
              <Tabs.Trigger value="customize" className={tabClass}>
                {t('page.customize')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="install" className="mt-4">
              <InstallTab snippet={demoSnippet(publicOrigin, demoId)} />
            </Tabs.Content>
            <Tabs.Content value="customize" className="mt-4 grid gap-6">
              <CustomizeTab value={current} onChange={setDraft} onApply={onApply} />
              <div className="grid gap-2">
                <h3 className="font-semibold">{t('customize.preview')}</h3>
                <p className="text-sm text-slate-600">{t('customize.previewHint')}</p>
                <WidgetPreview
                  label={t('customize.preview')}
                  options={{
                    demoId,
                    language: lang,
                    color: safeHex(current.primaryColor, DEMO_COLOR_DEFAULTS.primaryColor),
                    userBubbleColor: safeHex(current.userBubbleColor, DEMO_COLOR_DEFAULTS.userBubbleColor),
                    botBubbleColor: safeHex(current.botBubbleColor, DEMO_COLOR_DEFAULTS.botBubbleColor),
                    title: current.title,
                    welcome: current.welcomeMessage,
                  }}
                />
              </div>
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <PlanCards />
      </main>
    </div>
  );
}
