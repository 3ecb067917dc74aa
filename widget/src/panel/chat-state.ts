import type { ChatMessage, Source } from '@vela/contracts';

export interface ViewMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  /** An answer still streaming in. */
  streaming?: boolean;
}

export type Connection = 'idle' | 'connecting' | 'online' | 'reconnecting' | 'refused';

export interface ChatState {
  messages: ViewMessage[];
  /** A reply is awaited: the input is disabled. */
  pending: boolean;
  /** The last send failed; `retryText` is what Retry sends again, `reason` the server's why, if it gave one. */
  failed?: { retryText: string; reason?: string };
  connection: Connection;
  /** Why the server refused the connection (its own, already localised, text). */
  refusal?: string;
}

export const initialState: ChatState = { messages: [], pending: false, connection: 'idle' };

let seq = 0;
export const localId = () => `local-${++seq}`;

/** Server history replaces what is shown; a reply still awaited ends once history holds an answer to it. */
export function applyHistory(state: ChatState, history: ChatMessage[]): ChatState {
  const messages = history.map((m) => ({
    id: localId(),
    role: m.role,
    content: m.content,
    sources: m.sources ?? [],
  }));
  const answered = messages.at(-1)?.role === 'assistant';
  return { ...state, messages, pending: state.pending && !answered };
}

export function appendDelta(state: ChatState, answerId: string, delta: string): ChatState {
  const last = state.messages.at(-1);
  if (last?.id === answerId) {
    return {
      ...state,
      messages: [...state.messages.slice(0, -1), { ...last, content: last.content + delta }],
    };
  }
  const answer: ViewMessage = {
    id: answerId,
    role: 'assistant',
    content: delta,
    sources: [],
    streaming: true,
  };
  return { ...state, messages: [...state.messages, answer] };
}

export function finishAnswer(state: ChatState, answerId: string, text: string, sources: Source[]): ChatState {
  const done: ViewMessage = { id: answerId, role: 'assistant', content: text, sources };
  const rest = state.messages.filter((m) => m.id !== answerId);
  return { ...state, pending: false, failed: undefined, messages: [...rest, done] };
}

/** A failed reply drops its partial text and offers Retry for the visitor's message. */
export function failAnswer(state: ChatState, retryText: string, reason?: string): ChatState {
  const messages = state.messages.filter((m) => !m.streaming);
  return { ...state, pending: false, failed: { retryText, reason }, messages };
}
