import { ArrowLeft, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, serverMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDeleteConversation } from '../api/delete-conversation.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { ConversationFacts } from '../components/conversation-facts.tsx';
import { textLinkClass } from '../components/field-styles.ts';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { LeadDetails } from '../components/lead-details.tsx';
import { LoadError } from '../components/load-error.tsx';
import { TranscriptMessageItem } from '../components/transcript-message.tsx';

/** /portal/conversations/:id (and the admin's): every message, its sources, outcome and rating; the lead; delete. */
export function ConversationPage() {
  const { t } = useTranslation('insights');
  const lang = useLanguage();
  const scope = useInsightsScope();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const transcript = useConversation(scope.api, id);
  const remove = useDeleteConversation(scope.api, lang);
  const [confirming, setConfirming] = useState(false);
  const list = scope.path('conversations');

  function onDelete() {
    remove.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('transcript.deleted'), variant: 'success' });
        navigate(list);
      },
      onError: (error) =>
        toast({
          title: t('transcript.deleteFailed'),
          description: serverMessage(error),
          variant: 'destructive',
        }),
    });
  }

  const back = (
    <Link to={list} className={`inline-flex items-center gap-1.5 text-sm ${textLinkClass}`}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('transcript.back')}
    </Link>
  );

  let body: ReactNode;
  if (transcript.isLoading) body = <PageSpinner />;
  else if (transcript.error instanceof ApiError && transcript.error.status === 404)
    body = <EmptyState>{t('transcript.notFound')}</EmptyState>;
  else if (transcript.isError || !transcript.data)
    body = (
      <LoadError
        error={transcript.error}
        fallback={t('transcript.loadFailed')}
        retrying={transcript.isFetching}
        onRetry={() => void transcript.refetch()}
      />
    );
  else {
    const { conversation, messages, lead } = transcript.data;
    body = (
      <div className="grid gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <ConversationFacts conversation={conversation} />
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t('transcript.delete')}
          </Button>
        </div>
        {lead && <LeadDetails lead={lead} />}
        <section aria-labelledby="messages-title" className="grid gap-3">
          <h2 id="messages-title" className="font-semibold">
            {t('transcript.messages', { count: messages.length })}
          </h2>
          <ol className="grid gap-3">
            {messages.map((message) => (
              <TranscriptMessageItem key={message.id} message={message} />
            ))}
          </ol>
        </section>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={t('transcript.confirmDelete')}
          busy={remove.isPending}
          onConfirm={onDelete}
        />
      </div>
    );
  }

  return (
    <InsightsFrame title={t('transcript.title')}>
      <div className="grid gap-4">
        {back}
        {body}
      </div>
    </InsightsFrame>
  );
}
