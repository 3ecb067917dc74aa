/** @jsxImportSource preact */
import { Fragment, type RefObject } from 'preact';
import type { PanelView } from '../core/panel-contract.ts';
import { panelResources } from '../i18n/panel-strings.ts';
import type { Strings } from '../i18n/strings.ts';
import type { ChatSession } from './chat-session.ts';
import { type ChatState, rateable } from './chat-state.ts';
import { Composer } from './composer.tsx';
import { Feedback, focusOnMount, Problem } from './feedback.tsx';
import { Icon } from './icons.tsx';
import { LeadForm } from './lead-form.tsx';
import { safeHref } from './markdown.ts';
import { Markdown } from './markdown-view.tsx';
import { MessageView } from './message-view.tsx';

export interface ChatPanelProps {
  view: PanelView;
  state: ChatState;
  session: ChatSession;
  open: boolean;
  input: RefObject<HTMLTextAreaElement | null>;
  log: RefObject<HTMLDivElement | null>;
  onClose(): void;
}

/**
 * The chat dialog: header, conversation (welcome first, answers with their rating and, when offered, the contact
 * form), typing indicator, error with Retry, composer. A pure view of the session's state; panel.entry.ts
 * renders it again whenever that state changes.
 */
export function ChatPanel({ view, state, session, open, input, log, onClose }: ChatPanelProps) {
  const s: Strings = { ...panelResources[view.language], ...view.strings };
  const last = state.messages.at(-1);
  const streaming = last?.streaming === true;
  const lastAnswer = !state.pending && last?.role === 'assistant' ? last.content : '';
  const { failed, refusal, confirmForget } = state;
  // Bots only: without a privacy policy to link the consent to, no contact form is offered.
  const privacyUrl = view.config.privacyUrl && safeHref(view.config.privacyUrl);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: a dialog or a region, named either way
    <div
      class="panel"
      role={view.inline ? 'region' : 'dialog'}
      aria-label={view.name}
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !view.inline) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div class="head">
        <h2 class="title">{view.name}</h2>
        <button
          type="button"
          class="icon"
          aria-label={s.newConversation}
          title={s.newConversation}
          onClick={() => {
            session.newConversation();
            input.current?.focus();
          }}
        >
          <Icon name="restart" />
        </button>
        {state.conversationId && state.messages.length > 0 && (
          <button
            type="button"
            class="icon"
            id="vela-forget"
            aria-label={s.forget}
            title={s.forget}
            aria-expanded={!!confirmForget}
            onClick={() => session.show({ confirmForget: !confirmForget })}
          >
            <Icon name="trash" />
          </button>
        )}
        {!view.inline && (
          <button type="button" class="icon" aria-label={s.close} title={s.close} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {confirmForget && (
        <div class="notice row" role="group" aria-label={s.forgetAsk}>
          <span>{s.forgetAsk}</span>
          <button
            type="button"
            class="btn main"
            onClick={() => session.forget().then((ok) => ok && input.current?.focus())}
          >
            {s.forgetYes}
          </button>
          <button
            type="button"
            class="btn"
            ref={focusOnMount}
            onClick={(e) => {
              e.currentTarget.closest('.panel')?.querySelector<HTMLElement>('#vela-forget')?.focus();
              session.show({ confirmForget: false });
            }}
          >
            {s.cancel}
          </button>
          <Problem state={state} at="forget" strings={s} />
        </div>
      )}
      {state.connection === 'reconnecting' && <p class="notice">{s.reconnecting}</p>}
      {refusal && <p class="notice">{refusal}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the conversation */}
      <div class="log" ref={log} role="log" aria-live="off" aria-label={s.messages} tabIndex={0}>
        <div class="msg bot">
          <Markdown text={view.welcome} />
        </div>
        {state.messages.map((m) => (
          <Fragment key={m.id}>
            <MessageView message={m} strings={s}>
              {rateable(m) && <Feedback message={m} state={state} session={session} strings={s} />}
            </MessageView>
            {privacyUrl && state.offer === m.id && (
              <LeadForm state={state} session={session} strings={s} privacyUrl={privacyUrl} />
            )}
          </Fragment>
        ))}
        {state.pending && !streaming && (
          <div class="msg bot typing" role="img" aria-label={s.typing}>
            <span />
            <span />
            <span />
          </div>
        )}
        {failed && (
          <div class="msg bot error">
            <p>{s.error}</p>
            {failed.reason && failed.reason !== refusal && <p>{failed.reason}</p>}
            <button type="button" class="btn" onClick={() => session.retry()}>
              {s.retry}
            </button>
          </div>
        )}
      </div>
      <div class="sr" aria-live="polite">
        {failed ? `${s.error} ${failed.reason ?? ''}` : state.thanked ? s.thanks : lastAnswer}
      </div>
      {view.disabledReason && (
        <p class="notice" id="vela-disabled">
          {view.disabledReason}
        </p>
      )}
      <Composer
        strings={s}
        pending={state.pending}
        disabled={!!view.disabledReason}
        inputRef={input}
        onSend={(t) => session.send(t)}
      />
    </div>
  );
}
