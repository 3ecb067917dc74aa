import type { ChatMessage, Source } from '@vela/contracts';

/** One bubble of the conversation (the welcome message is drawn separately, always first). */
export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  sources: Source[];
  /** `streaming` while tokens arrive; `error` shows the error label instead of text. */
  status: 'done' | 'streaming' | 'error';
}

export interface ChatState {
  entries: ChatEntry[];
  /** True from sending until the answer ends or fails: the input stays disabled. */
  pending: boolean;
  conversationId?: string;
}

export type ChatAction =
  | { type: 'sent'; id: string; text: string }
  | { type: 'acked'; conversationId: string }
  | { type: 'rejected' }
  | { type: 'start'; messageId: string }
  | { type: 'token'; messageId: string; delta: string }
  | { type: 'end'; messageId: string; text: string; sources: Source[] }
  | { type: 'failed'; messageId?: string }
  | { type: 'history'; conversationId: string; messages: ChatMessage[] };

export const initialChatState: ChatState = { entries: [], pending: false };

function upsertAssistant(entries: ChatEntry[], id: string, change: (e: ChatEntry) => ChatEntry): ChatEntry[] {
  const found = entries.some((e) => e.id === id);
  const base: ChatEntry = { id, role: 'assistant', text: '', sources: [], status: 'streaming' };
  return found ? entries.map((e) => (e.id === id ? change(e) : e)) : [...entries, change(base)];
}

/** Pure transitions of the demo chat, driven by the user and by the `/chat` socket events. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return {
        ...state,
        pending: true,
        entries: [
          ...state.entries,
          { id: action.id, role: 'user', text: action.text, sources: [], status: 'done' },
        ],
      };
    case 'acked':
      return { ...state, conversationId: action.conversationId };
    case 'rejected':
      return {
        ...state,
        pending: false,
        entries: [
          ...state.entries,
          { id: `error-${state.entries.length}`, role: 'assistant', text: '', sources: [], status: 'error' },
        ],
      };
    case 'start':
      return { ...state, entries: upsertAssistant(state.entries, action.messageId, (e) => e) };
    case 'token':
      return {
        ...state,
        entries: upsertAssistant(state.entries, action.messageId, (e) => ({
          ...e,
          text: e.text + action.delta,
        })),
      };
    case 'end':
      return {
        ...state,
        pending: false,
        entries: upsertAssistant(state.entries, action.messageId, (e) => ({
          ...e,
          text: action.text,
          sources: action.sources,
          status: 'done',
        })),
      };
    case 'failed':
      return {
        ...state,
        pending: false,
        entries: upsertAssistant(state.entries, action.messageId ?? `error-${state.entries.length}`, (e) => ({
          ...e,
          status: 'error',
        })),
      };
    case 'history':
      return {
        pending: false,
        conversationId: action.conversationId,
        entries: action.messages.map((m, i) => ({
          id: `history-${i}`,
          role: m.role,
          text: m.content,
          sources: m.sources,
          status: 'done',
        })),
      };
  }
}
