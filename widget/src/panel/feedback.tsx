/** @jsxImportSource preact */
import type { Strings } from '../i18n/strings.ts';
import type { ChatSession } from './chat-session.ts';
import type { ChatState, Rating, ViewMessage } from './chat-state.ts';
import { Icon } from './icons.tsx';

/** Focuses an element when it appears; a stable ref, so later renders leave focus where the visitor put it. */
export const focusOnMount = (el: HTMLElement | null) => el?.focus();

/** A refusal of what the visitor just asked, in the server's words (or the generic error when none came). */
export const Problem = ({ state, at, strings }: { state: ChatState; at: string; strings: Strings }) =>
  state.problem?.at === at ? (
    <p class="notice error" role="alert">
      {state.problem.text || strings.error}
    </p>
  ) : null;

interface Props {
  message: ViewMessage;
  state: ChatState;
  session: ChatSession;
  strings: Strings;
}

/** 👍/👎 on an answer; after a 👎, an optional comment that Esc or Skip closes, focus going back to the 👎. */
export function Feedback({ message, state, session, strings: s }: Props) {
  const id = message.id;
  const rate = (rating: Rating, label: string) => (
    <button
      type="button"
      class={`icon ${rating}`}
      aria-pressed={message.rating === rating}
      aria-label={label}
      title={label}
      onClick={() => session.rate(id, rating)}
    >
      <Icon name="thumb" />
    </button>
  );
  const thumbDown = (form: HTMLFormElement) => form.previousElementSibling?.lastChild as HTMLElement;
  const close = (form: HTMLFormElement) => {
    thumbDown(form).focus();
    session.show({ commenting: undefined });
  };
  return (
    <>
      <div class="rate">
        {rate('up', s.good)}
        {rate('down', s.bad)}
      </div>
      {state.commenting === id && (
        <form
          class="card"
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            const comment = (form[0] as HTMLTextAreaElement).value.trim();
            const back = thumbDown(form);
            if (!comment) return close(form);
            session.rate(id, 'down', comment).then((ok) => ok && back.focus());
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            close(e.currentTarget);
          }}
        >
          <label>
            {s.comment}
            <textarea ref={focusOnMount} rows={2} maxLength={1000} />
          </label>
          <Problem state={state} at={id} strings={s} />
          <div class="row">
            <button type="submit" class="btn main">
              {s.submitComment}
            </button>
            <button type="button" class="btn" onClick={(e) => close(e.currentTarget.form as HTMLFormElement)}>
              {s.skip}
            </button>
          </div>
        </form>
      )}
      {state.commenting !== id && <Problem state={state} at={id} strings={s} />}
    </>
  );
}
