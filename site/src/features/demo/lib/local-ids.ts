/** Browser-kept identifiers of the demo flow; storage may be unavailable (private mode), so every access is guarded. */
const LATEST_DEMO_KEY = 'latestDemoId';

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
