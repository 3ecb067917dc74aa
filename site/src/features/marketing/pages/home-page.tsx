import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { BookingSection } from '../components/home/booking-section.tsx';
import { ContactSection } from '../components/home/contact-section.tsx';
import { FaqSection } from '../components/home/faq-section.tsx';
import { FeaturesSection } from '../components/home/features-section.tsx';
import { HeroSection } from '../components/home/hero-section.tsx';
import { HowWeWorkSection } from '../components/home/how-we-work-section.tsx';
import { IndustriesSection } from '../components/home/industries-section.tsx';
import { PlaceholderSection } from '../components/home/placeholder-section.tsx';
import { PricingSection } from '../components/home/pricing-section.tsx';
import { ServicesSection } from '../components/home/services-section.tsx';
import { SCROLL_TO_DELAY_MS, scrollToId } from '../lib/scroll.ts';

/** After arriving with ?scrollTo=<id>, wait about 100 ms, then smooth-scroll to that element. */
function useScrollToParameter() {
  const [params] = useSearchParams();
  const target = params.get('scrollTo');
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => scrollToId(target), SCROLL_TO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target]);
}

/** The landing page: the ten sections of spec part 1 §2, in order. */
export function HomePage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  useScrollToParameter();
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ServicesSection />
      <PricingSection />
      <IndustriesSection />
      <HowWeWorkSection />
      <FaqSection />
      <ContactSection />
      <BookingSection />
      <PlaceholderSection />
    </>
  );
}
