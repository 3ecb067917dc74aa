import type { ComponentPropsWithoutRef } from 'react';
import { scrollToId } from '../lib/scroll.ts';

/**
 * A link to a section of this page: a real `#id` link (works without script, can be opened or copied)
 * that scrolls smoothly and honours reduced motion when script runs.
 */
export function ScrollLink({ target, ...props }: ComponentPropsWithoutRef<'a'> & { target: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        if (scrollToId(target)) event.preventDefault();
      }}
      {...props}
    />
  );
}
