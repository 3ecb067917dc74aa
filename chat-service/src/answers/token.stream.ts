const WORDS_PER_TOKEN = 3;

/** Hands `text` to `onToken` a few words at a time, yielding between pieces as a model's stream would. */
export async function streamWords(
  text: string,
  onToken: (delta: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const leading = text.match(/^\s*/)?.[0] ?? '';
  for (let i = 0; i < pieces.length; i += WORDS_PER_TOKEN) {
    signal.throwIfAborted();
    const delta = (i === 0 ? leading : '') + pieces.slice(i, i + WORDS_PER_TOKEN).join('');
    onToken(delta);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
