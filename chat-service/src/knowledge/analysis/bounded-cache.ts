/**
 * A cache of readings by key that starts over once it holds `most`: the dictionaries' lookups are kept for
 * the next question asking them, without growing past a bound on a long-running server.
 */
export function boundedCache<T>(most: number): (key: string, compute: () => T) => T {
  const entries = new Map<string, T>();
  return (key, compute) => {
    if (entries.has(key)) return entries.get(key) as T;
    const value = compute();
    if (entries.size >= most) entries.clear();
    entries.set(key, value);
    return value;
  };
}
