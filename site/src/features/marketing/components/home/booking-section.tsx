import { CalendarX2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../../lib/site-config.ts';
import { forgetCalendar, queueInlineCalendar } from '../../lib/booking-embed.ts';
import { scrollToId } from '../../lib/scroll.ts';
import { useExternalScript } from '../../lib/use-external-script.ts';
import { RevealSection, SectionHeading } from '../reveal.tsx';

/** How long the calendar may take to draw its frame before the fallback shows. */
const CALENDAR_TIMEOUT_MS = 12_000;

/** Starts the embed once the section comes near the screen, so the home page loads no third-party code. */
function useNearScreen(ref: React.RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

/**
 * Section 9 (anchor booking-section): the provider's inline month view of the free consultation. The script
 * is added when the section appears and removed when it leaves; no URL, a load error or a timeout shows a
 * clear way to the contact form instead.
 */
export function BookingSection() {
  const { t } = useTranslation('marketing');
  const { bookingUrl, bookingScriptUrl, bookingOrigin } = useSiteConfig();
  const ref = useRef<HTMLElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  const configured = Boolean(bookingUrl && bookingScriptUrl);
  const [timedOut, setTimedOut] = useState(false);
  // The prerendered page knows no settings: decide between calendar and fallback only once hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!near || !configured) return;
    queueInlineCalendar(bookingUrl, bookingOrigin, '#booking-calendar');
    const timer = window.setTimeout(() => {
      if (!calendarRef.current?.querySelector('iframe')) setTimedOut(true);
    }, CALENDAR_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      forgetCalendar();
    };
  }, [near, configured, bookingUrl, bookingOrigin]);
  const status = useExternalScript(bookingScriptUrl, near && configured);
  const failed = hydrated && (!configured || status === 'error' || timedOut);

  return (
    <RevealSection
      ref={ref}
      id="booking-section"
      data-available={failed ? 'false' : 'true'}
      aria-labelledby="booking-title"
      className="scroll-mt-20 bg-white py-24 sm:py-32"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="booking-title"
          tagline={t('booking.tagline')}
          title={t('booking.title')}
          subtitle={t('booking.subtitle')}
        />
        {failed ? (
          <div
            role="status"
            className="mx-auto mt-12 flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center"
          >
            <CalendarX2 className="size-10 text-slate-500" aria-hidden />
            <p className="mt-4 text-lg font-semibold text-slate-950">{t('booking.fallbackTitle')}</p>
            <p className="mt-2 text-slate-600">{t('booking.fallbackText')}</p>
            <button
              type="button"
              onClick={() => scrollToId('contact')}
              className="mt-6 min-h-12 rounded-full bg-slate-950 px-6 font-semibold text-white transition hover:bg-indigo-700"
            >
              {t('booking.fallbackAction')}
            </button>
          </div>
        ) : (
          <div
            id="booking-calendar"
            ref={calendarRef}
            role="region"
            aria-label={t('booking.calendarLabel')}
            className="relative mt-12 min-h-[640px] [&:has(iframe)>p]:hidden overflow-hidden rounded-3xl border border-slate-200 bg-slate-50"
          >
            <p className="absolute inset-0 flex items-center justify-center gap-2 text-slate-600">
              <Loader2 className="size-5 animate-spin" aria-hidden />
              {t('booking.loading')}
            </p>
          </div>
        )}
      </div>
    </RevealSection>
  );
}
