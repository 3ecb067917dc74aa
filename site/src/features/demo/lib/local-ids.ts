/** Browser-kept identifiers of the demo flow; storage may be unavailable (private mode), so every access is guarded. */
const LATEST_DEMO_KEY = 'latestDemoId';
const VISITOR_KEY = 'vela.visitorId';
const conversationKey = (demoId: string) => `vela.demoConversation.${demoId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the flow still works for this page view.
  }
}

/** Spec part 2 §4: on success the demo id is kept locally as the latest demo. */
export const rememberLatestDemo = (demoId: string) => write(LATEST_DEMO_KEY, demoId);
export const latestDemoId = () => read(LATEST_DEMO_KEY);

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable anonymous id for this browser (the socket handshake's `visitorId`). */
export function visitorId(): string {
  const known = read(VISITOR_KEY);
  if (known && known.length >= 8) return known;
  const id = randomId();
  write(VISITOR_KEY, id);
  return id;
}

/** The conversation of a demo, so a reloaded page gets its history back. */
export const savedConversation = (demoId: string) => read(conversationKey(demoId)) ?? undefined;
export const saveConversation = (demoId: string, conversationId: string) =>
  write(conversationKey(demoId), conversationId);
