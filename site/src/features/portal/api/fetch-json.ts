/** GET a JSON resource; a failure carries the spec's 'Error fetching {what}: {status text}' message. */
export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const error = new Error(`Error fetching ${what}: ${res.statusText || res.status}`) as Error & {
      status: number;
    };
    error.status = res.status;
    throw error;
  }
  return (await res.json()) as T;
}

export const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
