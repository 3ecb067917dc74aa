/** The scheduling provider's global (Cal.com's embed API): queued calls run once its script has loaded. */
type CalApi = ((...args: unknown[]) => void) & {
  q?: unknown[][];
  ns?: Record<string, unknown>;
  loaded?: boolean;
};

declare global {
  interface Window {
    Cal?: CalApi;
  }
}

/** Brand colour of the calendar (the site's brand-600). */
const BRAND_COLOR = '#4f46e5';

/**
 * Queues the inline month view of the free-consultation event in `selector`. The provider's script (added
 * separately, so it can be removed) drains the queue when it arrives; our code runs under script-src 'self'.
 */
export function queueInlineCalendar(bookingUrl: string, bookingOrigin: string, selector: string) {
  const calLink = new URL(bookingUrl).pathname.replace(/^\/+|\/+$/g, '');
  const queue: unknown[][] = [];
  const cal: CalApi = Object.assign((...args: unknown[]) => void queue.push(args), {
    q: queue,
    ns: {},
    loaded: true,
  });
  window.Cal = cal;
  cal('init', { origin: bookingOrigin });
  cal('inline', { elementOrSelector: selector, calLink, config: { layout: 'month_view', theme: 'light' } });
  cal('ui', {
    cssVarsPerTheme: { light: { 'cal-brand': BRAND_COLOR } },
    hideEventTypeDetails: false,
    layout: 'month_view',
  });
}

export function forgetCalendar() {
  delete window.Cal;
}
