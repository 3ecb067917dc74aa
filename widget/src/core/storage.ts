/** What the widget remembers per bot in the host's localStorage. */
export interface SavedState {
  visitorId: string;
  conversationId?: string;
  /** The conversation in which the visitor left their contact details: the form is not offered again there. */
  leadSentIn?: string;
  open?: boolean;
  greetingDismissed?: boolean;
}

export interface Store {
  read(): SavedState;
  write(patch: Partial<SavedState>): SavedState;
}

export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage can be disabled or full (private mode, sandboxed frames): then state lives in memory only. */
function local(): Storage | undefined {
  try {
    const s = window.localStorage;
    s.getItem('vela');
    return s;
  } catch {
    return undefined;
  }
}

/** One key per bot (`vela:bot:<id>` or `vela:demo:<id>`), so two bots on one site never share a conversation. */
export function createStore(key: string, storage: Storage | undefined = local()): Store {
  let memory: SavedState | undefined;
  const read = (): SavedState => {
    if (memory) return memory;
    try {
      const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as SavedState | null;
      if (parsed && typeof parsed.visitorId === 'string' && parsed.visitorId.length >= 8) memory = parsed;
    } catch {
      // A corrupt entry is replaced below.
    }
    memory ??= { visitorId: randomId() };
    return memory;
  };
  return {
    read,
    write(patch) {
      memory = { ...read(), ...patch };
      try {
        storage?.setItem(key, JSON.stringify(memory));
      } catch {
        // Quota or privacy mode: keep the in-memory copy.
      }
      return memory;
    },
  };
}
