/**
 * Runs `work` on items from `next` with at most `concurrency` at once. A worker that finds no item waits
 * while others are busy (they may add items), and all stop once nothing is queued or running, or `stop()`.
 */
export async function runBounded<T>(options: {
  concurrency: number;
  next: () => T | undefined;
  work: (item: T) => Promise<void>;
  stop: () => boolean;
  onSettled?: (running: number) => void;
}): Promise<void> {
  let running = 0;
  let sleepers: (() => void)[] = [];
  const wakeAll = () => {
    const woken = sleepers;
    sleepers = [];
    for (const resolve of woken) resolve();
  };
  const worker = async () => {
    while (!options.stop()) {
      const item = options.next();
      if (item === undefined) {
        if (running === 0) break;
        await new Promise<void>((resolve) => sleepers.push(resolve));
        continue;
      }
      running++;
      try {
        await options.work(item);
      } finally {
        running--;
        options.onSettled?.(running);
        wakeAll();
      }
    }
    wakeAll();
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
}
