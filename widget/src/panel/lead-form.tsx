/** @jsxImportSource preact */
import type { Strings } from '../i18n/strings.ts';
import type { ChatSession } from './chat-session.ts';
import type { ChatState } from './chat-state.ts';
import { focusOnMount, Problem } from './feedback.tsx';

interface Props {
  state: ChatState;
  session: ChatSession;
  strings: Strings;
  privacyUrl: string;
}

/**
 * The contact form offered under an answer, then a thank-you in its place. The server validates (its refusal,
 * already in the visitor's language, shows here); the browser only checks what is required and how long.
 */
export function LeadForm({ state, session, strings: s, privacyUrl }: Props) {
  if (state.leadSent) {
    return (
      <p class="card" tabIndex={-1} ref={focusOnMount}>
        {s.leadThanks}
      </p>
    );
  }
  const [before, after] = s.consent.split('{privacy}');
  return (
    <form
      class="card"
      aria-labelledby="vela-lead"
      onSubmit={(e) => {
        e.preventDefault();
        const field = (i: number) => e.currentTarget[i] as HTMLInputElement;
        session.lead(field(0).value, field(1).value, field(2).checked);
      }}
    >
      <p id="vela-lead">{s.leadInvite}</p>
      <label>
        {s.name}
        <input required maxLength={100} autocomplete="name" />
      </label>
      <label>
        {s.contact}
        <input required maxLength={254} />
      </label>
      <label class="check">
        <input type="checkbox" required />
        <span>
          {before}
          <a href={privacyUrl} target="_blank" rel="noopener">
            {s.privacy}
          </a>
          {after}
        </span>
      </label>
      <Problem state={state} at="lead" strings={s} />
      <button type="submit" class="btn main">
        {s.contactMe}
      </button>
    </form>
  );
}
