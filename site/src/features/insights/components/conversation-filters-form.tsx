import { conversationFilters } from '@vela/contracts';
import { Download, Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { type ConversationFilters, hasFilters } from '../lib/conversation-filters.ts';
import { controlClass, labelClass, linkButtonClass } from './field-styles.ts';

type Change = Partial<Omit<ConversationFilters, 'page'>>;

/** The search box applies on Enter or its button, so a request is not sent for every letter typed. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('insights');
  const id = useId();
  const [text, setText] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="grid gap-1.5 sm:col-span-2">
      <label htmlFor={id} className={labelClass}>
        {t('conversations.filters.search')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder={t('conversations.filters.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className={controlClass}
        />
        <Button type="submit" variant="secondary" aria-label={t('conversations.filters.apply')}>
          <Search className="size-4" aria-hidden />
        </Button>
      </div>
    </form>
  );
}

/** Date range, language, outcome and words: each change reads the first page again; the address keeps them. */
export function ConversationFiltersForm({
  filters,
  csvUrl,
  onChange,
}: {
  filters: ConversationFilters;
  csvUrl: string;
  onChange: (change: Change) => void;
}) {
  const { t } = useTranslation('insights');
  const ids = { from: useId(), to: useId(), language: useId(), filter: useId() };
  return (
    <section
      aria-label={t('conversations.filters.label')}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <div className="grid gap-1.5">
          <label htmlFor={ids.from} className={labelClass}>
            {t('conversations.filters.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
            className={controlClass}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.to} className={labelClass}>
            {t('conversations.filters.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
            className={controlClass}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.language} className={labelClass}>
            {t('conversations.filters.language')}
          </label>
          <select
            id={ids.language}
            value={filters.language ?? ''}
            onChange={(e) =>
              onChange({
                language: e.target.value === 'it' || e.target.value === 'en' ? e.target.value : undefined,
              })
            }
            className={controlClass}
          >
            <option value="">{t('conversations.filters.anyLanguage')}</option>
            <option value="it">{t('languages.it')}</option>
            <option value="en">{t('languages.en')}</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.filter} className={labelClass}>
            {t('conversations.filters.outcome')}
          </label>
          <select
            id={ids.filter}
            value={filters.filter ?? ''}
            onChange={(e) => onChange({ filter: conversationFilters.find((f) => f === e.target.value) })}
            className={controlClass}
          >
            <option value="">{t('conversations.filters.all')}</option>
            {conversationFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t(`conversations.filters.outcomes.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchBox
          key={filters.search ?? ''}
          value={filters.search ?? ''}
          onSearch={(search) => onChange({ search: search || undefined })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {hasFilters(filters) && (
          <Button
            variant="ghost"
            onClick={() =>
              onChange({
                from: undefined,
                to: undefined,
                language: undefined,
                filter: undefined,
                search: undefined,
              })
            }
          >
            <X className="size-4" aria-hidden />
            {t('conversations.filters.clear')}
          </Button>
        )}
        <a href={csvUrl} download className={linkButtonClass}>
          <Download className="size-4" aria-hidden />
          {t('common.exportCsv')}
        </a>
      </div>
    </section>
  );
}
