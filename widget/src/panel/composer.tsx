/** @jsxImportSource preact */
import type { RefObject } from 'preact';
import type { Strings } from '../i18n/strings.ts';
import { Icon } from './icons.tsx';

/** Same limit as the server's `MAX_MESSAGE_LENGTH` (contracts), kept here so zod stays out of the bundle. */
const MAX_LENGTH = 2000;

interface Props {
  strings: Strings;
  pending: boolean;
  /** Sending is off for a reason shown in `#vela-disabled` (the bot is not ready). */
  disabled: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend(text: string): void;
}

function grow(el: HTMLTextAreaElement) {
  el.style.height = 'auto';
  el.style.height = `${Math.min(el.scrollHeight + 2, 120)}px`;
}

/**
 * Enter sends, Shift+Enter breaks the line. While a reply is pending (or sending is off) the field is read-only with
 * aria-disabled rather than `disabled`, so keyboard focus stays in it. The field is uncontrolled: the panel
 * re-renders only when the conversation changes, not on every keystroke.
 */
export function Composer({ strings, pending, disabled, inputRef, onSend }: Props) {
  const off = pending || disabled;
  const submit = (e: Event) => {
    e.preventDefault();
    const el = inputRef.current;
    if (!el || off || !el.value.trim()) return;
    onSend(el.value);
    el.value = '';
    el.style.height = '';
  };
  return (
    <form class="compose" onSubmit={submit}>
      <textarea
        ref={inputRef}
        rows={1}
        maxLength={MAX_LENGTH}
        placeholder={strings.placeholder}
        aria-label={strings.inputLabel}
        readOnly={off}
        aria-disabled={off ? 'true' : 'false'}
        aria-describedby={disabled ? 'vela-disabled' : undefined}
        onInput={(e) => grow(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) submit(e);
        }}
      />
      <button class="send" type="submit" aria-label={strings.send} disabled={off}>
        <Icon name="send" />
      </button>
    </form>
  );
}
