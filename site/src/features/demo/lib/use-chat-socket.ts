import type { ClientToServerEvents, ServerToClientEvents, TrainingProgress } from '@vela/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { chatReducer, initialChatState } from './chat.state.ts';
import { saveConversation, savedConversation, visitorId } from './local-ids.ts';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatSocketOptions {
  demoId: string;
  /** Called with the server's reason when an answer fails or a message is refused. */
  onError: (message: string | undefined) => void;
}

/**
 * The demo page's connection to `/chat`: live training progress and streamed answers. The conversation id
 * is kept per demo so a reload gets the history back.
 */
export function useChatSocket({ demoId, onError }: ChatSocketOptions) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [progress, setProgress] = useState<TrainingProgress | undefined>();
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<ChatSocket | undefined>(undefined);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    const socket: ChatSocket = io('/chat', {
      auth: { demoId, visitorId: visitorId(), conversationId: savedConversation(demoId) },
    });
    socketRef.current = socket;
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on('training:progress', setProgress);
    socket.on('history', (e) => {
      saveConversation(demoId, e.conversationId);
      dispatch({ type: 'history', conversationId: e.conversationId, messages: e.messages });
    });
    socket.on('answer:start', (e) => dispatch({ type: 'start', messageId: e.messageId }));
    socket.on('answer:token', (e) => dispatch({ type: 'token', messageId: e.messageId, delta: e.delta }));
    socket.on('answer:end', (e) =>
      dispatch({ type: 'end', messageId: e.messageId, text: e.text, sources: e.sources }),
    );
    socket.on('answer:error', (e) => {
      dispatch({ type: 'failed', messageId: e.messageId });
      onErrorRef.current(e.message);
    });
    return () => {
      socket.disconnect();
      socketRef.current = undefined;
    };
  }, [demoId]);

  const conversationId = state.conversationId;
  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim();
      const socket = socketRef.current;
      if (!text || state.pending || !socket) return false;
      dispatch({ type: 'sent', id: `user-${Date.now()}`, text });
      socket.timeout(30_000).emit('message', { text, conversationId }, (err, ack) => {
        if (err || !ack?.ok) {
          dispatch({ type: 'rejected' });
          onErrorRef.current(ack && !ack.ok ? ack.error : undefined);
          return;
        }
        saveConversation(demoId, ack.conversationId);
        dispatch({ type: 'acked', conversationId: ack.conversationId });
      });
      return true;
    },
    [demoId, conversationId, state.pending],
  );

  return { entries: state.entries, pending: state.pending, progress, connected, send };
}
