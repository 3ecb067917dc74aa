/** Spec part 1 §9: scroll-to navigation waits about 100 ms before scrolling. */
export const SCROLL_TO_DELAY_MS = 100;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Sections below the first screen are laid out only as they near the viewport, with an estimated height
 * until then (RevealSection); a jump needs true positions, so from the first jump on the page lays
 * every section out.
 */
export function layOutWholePage() {
  document.documentElement.dataset.fullLayout = '';
}

/** Smoothly scrolls to the element with this id; false when the page has none. */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  layOutWholePage();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** The inline booking calendar when it can show, otherwise the contact section (spec part 1 §2). */
export function scrollToBooking() {
  const booking = document.getElementById('booking-section');
  if (booking && booking.dataset.available !== 'false' && scrollToId('booking-section')) return;
  scrollToId('contact');
}
