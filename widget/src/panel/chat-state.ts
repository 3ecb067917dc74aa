import type { ChatMessage, Source } from '@vela/contracts';

export type Rating = 'up' | 'down';

export interface ViewMessage {
  /** An answer's id is the server's (which a rating names); others, and answers history gave none, are local. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  /** An answer still streaming in. */
  streaming?: boolean;
  rating?: Rating;
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
  /** The conversation the server keeps for the visitor, once it has one. */
  conversationId?: string;
  /** The answer whose 👎 comment box is open. */
  commenting?: string;
  /** The answer the contact form is offered under; `leadSent` once the visitor has left their details. */
  offer?: string;
  leadSent?: boolean;
  /** The visitor asked to delete the conversation and has yet to confirm. */
  confirmForget?: boolean;
  /** A rating was saved: the live region thanks the visitor until the next question. */
  thanked?: boolean;
  /** A request the server refused or never acknowledged: where (an answer's id, 'lead' or 'forget') and why. */
  problem?: { at: string; text?: string };
}

export const initialState: ChatState = { messages: [], pending: false, connection: 'idle' };

let seq = 0;
export const localId = () => `local-${++seq}`;

/** A finished answer the server knows by id: the visitor can rate it. */
export const rateable = (m: ViewMessage) =>
  m.role === 'assistant' && !m.streaming && !m.id.startsWith('local-');

/** Server history replaces what is shown; a reply still awaited ends once history holds an answer to it. */
export function applyHistory(state: ChatState, history: ChatMessage[]): ChatState {
  const messages = history.map((m) => ({
    id: m.id ?? localId(),
    role: m.role,
    content: m.content,
    sources: m.sources ?? [],
    rating: m.rating,
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
