import { type ConversationFilter, conversationFilters, type Language } from '@vela/contracts';

/** The conversations list's filters as the page's address keeps them (`?from=&to=&language=&filter=&search=&page=`). */
export interface ConversationFilters {
  /** First and last day (YYYY-MM-DD) the conversation started on. */
  from?: string;
  to?: string;
  language?: Language;
  filter?: ConversationFilter;
  search?: string;
  page: number;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The filters an address holds; a value the list does not know is left out rather than sent. */
export function readFilters(params: URLSearchParams): ConversationFilters {
  const from = params.get('from');
  const to = params.get('to');
  const language = params.get('language');
  const filter = params.get('filter');
  const search = params.get('search')?.trim();
  const page = Number(params.get('page'));
  return {
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
    language: language === 'it' || language === 'en' ? language : undefined,
    filter: (conversationFilters as readonly string[]).includes(filter ?? '')
      ? (filter as ConversationFilter)
      : undefined,
    search: search || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query of the filters: the first page and unset filters are left out. */
export function filterParams(filters: ConversationFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['from', 'to', 'language', 'filter', 'search'] as const) {
    const value = filters[key];
    if (value) params[key] = value;
  }
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export const hasFilters = ({ from, to, language, filter, search }: ConversationFilters) =>
  Boolean(from || to || language || filter || search);
