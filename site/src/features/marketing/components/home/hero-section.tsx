import { ArrowRight, CalendarCheck, Clock, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCmsSection } from '../../api/get-cms-section.ts';
import { scrollToBooking } from '../../lib/scroll.ts';
import { ScrollLink } from '../scroll-link.tsx';

/** Section 1 (anchor home): headline, subtitle, services button, consultation card and the two stat badges. */
export function HeroSection() {
  const { t } = useTranslation('marketing');
  const cms = useCmsSection('hero');
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate -mt-16 overflow-hidden lg:-mt-20"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_15%_-10%,#e0e7ff,transparent),radial-gradient(50rem_35rem_at_95%_10%,#fae8ff,transparent),linear-gradient(#fff,#f8fafc)]"
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,#0f172a0a_1px,transparent_1px),linear-gradient(to_bottom,#0f172a0a_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,#000_30%,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pt-32 pb-20 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:items-center lg:px-8 lg:pt-44 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-indigo-800 shadow-sm">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-7 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance text-slate-950 sm:text-6xl lg:text-7xl"
          >
            <span className="block">{cms('title_lead', t('hero.titleLead'))}</span>
            <span className="block bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">
              {cms('title_accent', t('hero.titleAccent'))}
            </span>
          </h1>
          <p className="mt-7 max-w-2xl text-lg leading-relaxed text-pretty text-slate-600 sm:text-xl">
            {cms('subtitle', t('hero.subtitle'))}
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <ScrollLink
              target="services"
              className="group inline-flex min-h-12 items-center gap-2 rounded-full bg-slate-950 px-7 font-semibold text-white shadow-xl shadow-slate-900/20 transition hover:bg-indigo-700"
            >
              {t('hero.ctaServices')}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
            </ScrollLink>
            <p className="text-sm text-slate-600">{t('hero.trust')}</p>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden
            className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-indigo-400/30 via-violet-400/20 to-fuchsia-400/30 blur-2xl"
          />
          <button
            type="button"
            onClick={scrollToBooking}
            className="group block w-full rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-8 text-left text-white shadow-2xl shadow-indigo-600/30 transition hover:-translate-y-1"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30">
              <CalendarCheck className="size-6" aria-hidden />
            </span>
            <span className="mt-6 block text-2xl font-bold">{t('hero.consultation.title')}</span>
            <span className="mt-3 block text-indigo-50">{t('hero.consultation.text')}</span>
            <span className="mt-6 inline-flex items-center gap-2 font-semibold">
              {t('hero.consultation.action')}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
            </span>
          </button>
          <ul aria-label={t('hero.stats.label')} className="mt-5 grid grid-cols-2 gap-4">
            <StatBadge
              icon={<TrendingUp className="size-5" aria-hidden />}
              value={cms('productivity_value', t('hero.stats.productivityValue'))}
              label={t('hero.stats.productivity')}
            />
            <StatBadge
              icon={<Clock className="size-5" aria-hidden />}
              value={cms('time_value', t('hero.stats.timeValue'))}
              label={t('hero.stats.time')}
            />
          </ul>
        </div>
      </div>
    </section>
  );
}

function StatBadge({ icon, value, label }: { icon: React.ReactNode; value: string; label: string }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white/90 p-5 shadow-lg shadow-slate-900/5 backdrop-blur">
      <span className="flex items-center gap-2 text-indigo-600">{icon}</span>
      <span className="mt-3 block text-3xl font-extrabold tracking-tight text-slate-950">{value}</span>
      <span className="mt-1 block text-sm text-slate-600">{label}</span>
    </li>
  );
}
