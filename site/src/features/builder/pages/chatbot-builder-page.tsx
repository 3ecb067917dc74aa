import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Check, Loader2, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLanguage, useLocalizedPath } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { WidgetPreview } from '../../../ui/widget-preview.tsx';
import { type SettingsDraft, useBotSettings, useSaveSettings } from '../api/bot-settings.ts';
import { useTrainingEvents } from '../api/training-events.ts';
import { DocumentUpload } from '../components/document-upload.tsx';
import { EmbedTab } from '../components/embed-tab.tsx';
import { HelpCard } from '../components/help-card.tsx';
import { PrivacyFields } from '../components/privacy-fields.tsx';
import { AppearanceFields, CompanyInfoField, CustomizeFields } from '../components/settings-fields.tsx';
import { TrainingsList } from '../components/trainings-list.tsx';
import { UrlImport } from '../components/url-import.tsx';

const tabs = ['customize', 'content', 'appearance', 'privacy', 'train', 'embed'] as const;
const tabClass =
  'shrink-0 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const SAVED_MS = 2000;

/** /portal/chatbot-embed: the client trains, styles, previews and embeds their own bot. */
export function ChatbotBuilderPage() {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
  const to = useLocalizedPath();
  useDocumentTitle(t('meta.title'));
  const settings = useBotSettings();
  useTrainingEvents(settings.data?.botId);
  const save = useSaveSettings(useLanguage());
  const [draft, setDraft] = useState<SettingsDraft | undefined>();
  const [justSaved, setJustSaved] = useState(false);

  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(false), SAVED_MS);
    return () => clearTimeout(timer);
  }, [justSaved]);

  if (settings.isLoading) return <PageSpinner />;
  if (!settings.data) {
    return (
      <main className="mx-auto max-w-lg px-4 py-20 text-center">
        <p className="text-red-700">{t('settings.loadFailed')}</p>
        <Button className="mt-6" variant="secondary" onClick={() => navigate(to('portal'))}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('header.back')}
        </Button>
      </main>
    );
  }

  const { botId, ...saved } = settings.data;
  const value: SettingsDraft = draft ?? saved;
  const onChange = (patch: Partial<SettingsDraft>) => setDraft({ ...value, ...patch });
  const dirty = draft !== undefined && JSON.stringify(draft) !== JSON.stringify(saved);
  const busy = save.isPending;

  function onSave() {
    save.mutate(value, {
      onSuccess: () => {
        setDraft(undefined);
        setJustSaved(true);
        toast({ title: t('settings.saved'), description: t('settings.savedText'), variant: 'success' });
      },
      onError: (error) =>
        toast({ title: t('settings.saveFailed'), description: serverMessage(error), variant: 'destructive' }),
    });
  }

  const fields = { value, onChange, disabled: busy };
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-4 sm:px-6">
          <Button variant="ghost" onClick={() => navigate(to('portal'))}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('header.back')}
          </Button>
          <div>
            <h1 className="text-xl font-semibold">{t('header.title')}</h1>
            <p className="text-sm text-slate-600">{t('header.subtitle')}</p>
          </div>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-5">
        <div className="grid min-w-0 content-start gap-4 lg:col-span-3">
          <Tabs.Root
            defaultValue="customize"
            className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <Tabs.List
              className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
              aria-label={t('tabs.label')}
            >
              {tabs.map((tab) => (
                <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                  {t(`tabs.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="customize" className="mt-6">
              <CustomizeFields {...fields} />
            </Tabs.Content>
            <Tabs.Content value="content" className="mt-6 grid gap-8">
              <CompanyInfoField {...fields} />
              <DocumentUpload />
              <UrlImport />
            </Tabs.Content>
            <Tabs.Content value="appearance" className="mt-6">
              <AppearanceFields {...fields} />
            </Tabs.Content>
            <Tabs.Content value="privacy" className="mt-6">
              <PrivacyFields {...fields} />
            </Tabs.Content>
            <Tabs.Content value="train" className="mt-6">
              <TrainingsList />
            </Tabs.Content>
            <Tabs.Content value="embed" className="mt-6">
              <EmbedTab />
            </Tabs.Content>
          </Tabs.Root>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={onSave} disabled={busy}>
              {busy ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : justSaved ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Save className="size-4" aria-hidden />
              )}
              {busy ? t('settings.saving') : justSaved ? t('settings.saved') : t('settings.save')}
            </Button>
            {dirty && <p className="text-sm text-slate-500">{t('preview.unsaved')}</p>}
          </div>
        </div>
        <div className="grid min-w-0 content-start gap-4 lg:col-span-2">
          <section aria-labelledby="preview-title" className="grid gap-2">
            <h2 id="preview-title" className="font-semibold">
              {t('preview.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('preview.text')}</p>
            <WidgetPreview
              label={t('preview.title')}
              options={{
                botId,
                color: value.primaryColor,
                position: value.position,
                language: value.language,
                title: value.botName,
                welcome: value.welcomeMessage,
                revision: settings.dataUpdatedAt,
              }}
            />
          </section>
          <HelpCard />
        </div>
      </main>
    </div>
  );
}
