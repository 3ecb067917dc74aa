// The lazily loaded chunk: Preact, the chat's Socket.IO client (chat-socket.ts over engine.io) and the chat UI.
import { createRef, h, render } from 'preact';
import type { PanelContext, PanelHandle } from '../core/panel-contract.ts';
import { adoptStyles } from '../core/styles.ts';
import { ChatPanel } from './chat-panel.tsx';
import { createChatSession } from './chat-session.ts';
import { panelCss } from './panel.css.ts';

export function mountPanel(ctx: PanelContext): PanelHandle {
  const removeStyles = adoptStyles(ctx.shadow, panelCss, ctx.nonce);
  const session = createChatSession({
    serverUrl: ctx.serverUrl,
    auth: ctx.auth,
    store: ctx.store,
    events: ctx.events,
    onAnswer: () => ctx.onAnswer(),
    language: () => ctx.view().language,
  });
  const input = createRef<HTMLTextAreaElement>();
  const log = createRef<HTMLDivElement>();
  let open = false;
  let shown = 0;

  const draw = () => {
    const state = session.getState();
    render(
      h(ChatPanel, { view: ctx.view(), state, session, open, input, log, onClose: ctx.requestClose }),
      ctx.slot,
    );
    // Follow the conversation as it grows, and when the panel is shown again.
    const el = log.current;
    const size = state.messages.length + (state.messages.at(-1)?.content.length ?? 0) + Number(open);
    if (el && size !== shown) el.scrollTop = el.scrollHeight;
    shown = size;
  };
  const unsubscribe = session.subscribe(draw);

  return {
    setOpen(next, focus) {
      open = next;
      if (open) session.connect();
      draw();
      if (open && focus) input.current?.focus();
    },
    send: (text) => session.send(text),
    refresh: draw,
    destroy() {
      unsubscribe();
      render(null, ctx.slot);
      session.destroy();
      removeStyles();
    },
  };
}
