const SVG = 'http://www.w3.org/2000/svg';
const CHAT_ICON =
  'M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21.5l4.3-2c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.6S17.5 3 12 3z';
const CLOSE_ICON =
  'M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z';

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

export interface LauncherParts {
  button: HTMLButtonElement;
  badge: HTMLSpanElement;
  setOpen(open: boolean, label: string): void;
}

/** The round button with a chat icon (a cross while open) and an unread badge; built without any markup parser. */
export function createLauncher(): LauncherParts {
  const button = el('button', 'launcher');
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'dialog');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  svg.append(path);
  const badge = el('span', 'badge');
  badge.hidden = true;
  button.append(svg, badge);
  return {
    button,
    badge,
    setOpen(open, label) {
      path.setAttribute('d', open ? CLOSE_ICON : CHAT_ICON);
      button.setAttribute('aria-expanded', String(open));
      button.setAttribute('aria-label', label);
    },
  };
}

/** The optional greeting bubble; clicking its text opens the chat, the cross dismisses it. */
export function createGreeting(
  text: string,
  dismissLabel: string,
  onOpen: () => void,
  onDismiss: () => void,
) {
  const box = el('div', 'greeting');
  box.setAttribute('role', 'status');
  const p = el('p', '', text);
  p.addEventListener('click', onOpen);
  const x = el('button', '', '×');
  x.type = 'button';
  x.setAttribute('aria-label', dismissLabel);
  x.addEventListener('click', onDismiss);
  box.append(p, x);
  return box;
}
