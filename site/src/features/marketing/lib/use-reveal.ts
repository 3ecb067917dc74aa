import { useEffect, useRef, useState } from 'react';

/** Spec part 1 §9: a section animates in once, when 10% of it is visible. */
export const REVEAL_THRESHOLD = 0.1;

export type RevealState = 'idle' | 'pending' | 'shown';

/**
 * 'idle' on the server and at hydration (so prerendered text is visible without script), 'pending' (hidden)
 * once we know the element is off screen, 'shown' when 10% of it scrolls into view. Reduced motion stays idle.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('idle');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState((s) => (s === 'pending' ? 'shown' : s));
          observer.disconnect();
        } else {
          setState('pending');
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, state };
}
