import { ArrowRight, AudioLines, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollLink } from '../scroll-link.tsx';

/** The voice-agent page's hero with a sample call. */
export function VoiceHero({ bookDemoHref }: { bookDemoHref: string }) {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="voice-title"
      className="relative isolate -mt-16 overflow-hidden bg-slate-950 text-white lg:-mt-20"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_35rem_at_10%_0%,rgba(99,102,241,0.45),transparent),radial-gradient(45rem_35rem_at_100%_30%,rgba(217,70,239,0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 pt-32 pb-24 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:pt-44">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-indigo-100 ring-1 ring-white/20">
            <AudioLines className="size-4" aria-hidden />
            {t('voice.hero.eyebrow')}
          </p>
          <h1
            id="voice-title"
            className="mt-7 text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            <span className="block">{t('voice.hero.title')}</span>
            <span className="block bg-gradient-to-r from-indigo-300 via-violet-300 to-fuchsia-300 bg-clip-text text-transparent">
              {t('voice.hero.accent')}
            </span>
          </h1>
          <p className="mt-7 max-w-xl text-lg leading-relaxed text-slate-300">{t('voice.hero.subtitle')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link
              to={bookDemoHref}
              className="group inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-semibold text-slate-950 transition hover:bg-indigo-100"
            >
              {t('voice.hero.bookDemo')}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
            </Link>
            <ScrollLink
              target="how-it-works"
              className="inline-flex min-h-12 items-center rounded-full px-7 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
            >
              {t('voice.hero.discover')}
            </ScrollLink>
          </div>
        </div>
        <figure className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/15 backdrop-blur sm:p-8">
          <figcaption className="flex items-center gap-3 text-sm font-medium text-emerald-300">
            <span className="relative flex size-3">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60" />
              <span className="relative inline-flex size-3 rounded-full bg-emerald-400" />
            </span>
            <PhoneCall className="size-4" aria-hidden />
            {t('voice.hero.callLabel')}
          </figcaption>
          <dl className="mt-6 grid gap-4">
            <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-white/10 p-4">
              <dt className="text-xs font-semibold tracking-wider text-slate-300 uppercase">
                {t('voice.hero.callCaller')}
              </dt>
              <dd className="mt-1">{t('voice.hero.callLineOne')}</dd>
            </div>
            <div className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-gradient-to-br from-indigo-500 to-fuchsia-500 p-4">
              <dt className="text-xs font-semibold tracking-wider text-indigo-50 uppercase">
                {t('voice.hero.callAgent')}
              </dt>
              <dd className="mt-1">{t('voice.hero.callLineTwo')}</dd>
            </div>
          </dl>
        </figure>
      </div>
    </section>
  );
}
