import type { Logger } from 'pino';

/** How long one BullMQ queue, worker or event reader may take to close before it is left behind. */
export const CLOSE_WITHIN_MS = 3_000;

/**
 * Closes BullMQ parts, each given at most `ms`: one whose Redis restarted moments before can wait for ever
 * on its reconnecting client (BullMQ's close awaits the client it is reconnecting), and a node stopping
 * must not hang on it. What is left behind ends with the process.
 */
export async function closeWithin(
  logger: Logger,
  parts: Record<string, { close(): Promise<unknown> }>,
  ms = CLOSE_WITHIN_MS,
): Promise<void> {
  await Promise.all(
    Object.entries(parts).map(async ([name, part]) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), ms);
      });
      const outcome = await Promise.race([part.close().catch(() => 'failed' as const), late]);
      clearTimeout(timer);
      if (outcome === 'late')
        logger.warn({ part: name }, 'a job queue did not close in time; left to the process exit');
    }),
  );
}
