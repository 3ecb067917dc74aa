import { CONVERSATIONS_PAGE_SIZE } from '@vela/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { conversationsCsvUrl, useConversations } from '../api/get-conversations.ts';
import { useInsightsScope } from '../api/insights-scope.ts';
import { ConversationFiltersForm } from '../components/conversation-filters-form.tsx';
import { ConversationsTable } from '../components/conversations-table.tsx';
import { InsightsFrame } from '../components/insights-frame.tsx';
import { LoadError } from '../components/load-error.tsx';
import { Pagination } from '../components/pagination.tsx';
import {
  type ConversationFilters,
  filterParams,
  hasFilters,
  readFilters,
} from '../lib/conversation-filters.ts';

/** /portal/conversations and /admin/chatbots/:botId/conversations: what visitors asked, newest first. */
export function ConversationsPage() {
  const { t } = useTranslation('insights');
  const scope = useInsightsScope();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const conversations = useConversations(scope.api, filters);
  const show = (next: ConversationFilters) => setParams(filterParams(next));
  const data = conversations.data;

  return (
    <InsightsFrame title={t('conversations.title')}>
      <div className="grid gap-4">
        <ConversationFiltersForm
          filters={filters}
          csvUrl={conversationsCsvUrl(scope.api, filters)}
          onChange={(change) => show({ ...filters, ...change, page: 1 })}
        />
        {conversations.isLoading ? (
          <PageSpinner />
        ) : conversations.isError ? (
          <LoadError
            error={conversations.error}
            fallback={t('conversations.loadFailed')}
            retrying={conversations.isFetching}
            onRetry={() => void conversations.refetch()}
          />
        ) : !data || data.conversations.length === 0 ? (
          <EmptyState>
            {hasFilters(filters) ? t('conversations.noMatch') : t('conversations.noneYet')}
          </EmptyState>
        ) : (
          <div className="grid gap-3" aria-busy={conversations.isPlaceholderData}>
            <ConversationsTable rows={data.conversations} />
            <Pagination
              page={data.page}
              pageSize={data.pageSize || CONVERSATIONS_PAGE_SIZE}
              total={data.total}
              onPage={(page) => show({ ...filters, page })}
            />
          </div>
        )}
      </div>
    </InsightsFrame>
  );
}
