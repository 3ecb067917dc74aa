import type { Source, TrainingProgress } from '@vela/contracts';

/** What `on('message', fn)` receives for every message added to the conversation. */
export interface MessageEvent {
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
}

/** What `on('error', fn)` receives when a question gets no answer. */
export interface ChatErrorEvent {
  /** The server's reason in the widget's language (a rate limit, a refusal); absent when none came. */
  message?: string;
}

export interface WidgetEvents {
  message: MessageEvent;
  open: undefined;
  close: undefined;
  error: ChatErrorEvent;
  /** A demo's training progress (`training:progress`); only a demo's chat hears it, never a client bot's. */
  training: TrainingProgress;
}

export type EventName = keyof WidgetEvents;
export type Listener<E extends EventName> = (payload: WidgetEvents[E]) => void;

export interface Emitter {
  on<E extends EventName>(event: E, fn: Listener<E>): () => void;
  emit<E extends EventName>(event: E, payload: WidgetEvents[E]): void;
}

/** A listener that throws is the host's bug; it must not stop the widget or other listeners. */
export function createEmitter(parent?: Emitter): Emitter {
  const map = new Map<EventName, Set<(p: unknown) => void>>();
  return {
    on(event, fn) {
      const set = map.get(event) ?? new Set();
      map.set(event, set);
      set.add(fn as (p: unknown) => void);
      return () => set.delete(fn as (p: unknown) => void);
    },
    emit(event, payload) {
      for (const fn of map.get(event) ?? []) {
        try {
          fn(payload);
        } catch (err) {
          setTimeout(() => {
            throw err;
          });
        }
      }
      parent?.emit(event, payload);
    },
  };
}
