import { useQueryClient } from '@tanstack/react-query';
import type { ClientToServerEvents, ServerToClientEvents, Training } from '@vela/contracts';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { TRAININGS_QUERY_KEY } from './bot-settings.ts';

function builderVisitorId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `builder-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Live training rows: the bot's `training:progress` pushes over `/chat` update the cached list at once
 * (the list's polling stays as the fallback when no socket can connect).
 */
export function useTrainingEvents(botId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!botId) return;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io('/chat', {
      auth: { botId, visitorId: builderVisitorId() },
    });
    socket.on('training:progress', (progress) => {
      const known = queryClient.getQueryData<Training[]>(TRAININGS_QUERY_KEY);
      if (progress.trainingId === undefined || !known?.some((t) => t.id === progress.trainingId)) {
        void queryClient.invalidateQueries({ queryKey: TRAININGS_QUERY_KEY });
        return;
      }
      queryClient.setQueryData<Training[]>(TRAININGS_QUERY_KEY, (list) =>
        list?.map((t) =>
          t.id === progress.trainingId
            ? {
                ...t,
                status: progress.status,
                done: progress.done,
                total: progress.total,
                error: progress.error ?? null,
              }
            : t,
        ),
      );
      if (progress.status === 'ready' || progress.status === 'failed') {
        void queryClient.invalidateQueries({ queryKey: TRAININGS_QUERY_KEY });
      }
    });
    return () => {
      socket.disconnect();
    };
  }, [botId, queryClient]);
}
