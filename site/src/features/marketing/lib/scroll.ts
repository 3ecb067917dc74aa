/** Spec part 1 §9: scroll-to navigation waits about 100 ms before scrolling. */
export const SCROLL_TO_DELAY_MS = 100;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Smoothly scrolls to the element with this id; false when the page has none. */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** The inline booking calendar when it can show, otherwise the contact section (spec part 1 §2). */
export function scrollToBooking() {
  const booking = document.getElementById('booking-section');
  if (booking && booking.dataset.available !== 'false' && scrollToId('booking-section')) return;
  scrollToId('contact');
}
