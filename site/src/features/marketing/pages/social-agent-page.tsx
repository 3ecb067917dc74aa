import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useContactPopup } from '../components/layout/contact-popup-context.tsx';
import { socialFrameSource } from '../lib/social-frame.ts';

/** Spec part 1 §9: the frame starts after 100 ms. */
export const SOCIAL_FRAME_DELAY_MS = 100;
/** The message type that carries this page's URL to the tool once its frame has loaded. */
export const PARENT_URL_MESSAGE = 'PARENT_URL';

/** /social-agent: the external social-media tool in a full-height frame, given this page's query. */
export function SocialAgentPage() {
  const { t } = useTranslation(['marketing', 'common']);
  usePageMeta(t('meta.socialAgent.title'), t('meta.socialAgent.description'));
  const { socialAgentUrl } = useSiteConfig();
  const { search } = useLocation();
  const { open } = useContactPopup();
  const frame = useRef<HTMLIFrameElement>(null);
  const [src, setSrc] = useState<string>();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!socialAgentUrl) return;
    const timer = window.setTimeout(
      () => setSrc(socialFrameSource(socialAgentUrl, search)),
      SOCIAL_FRAME_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [socialAgentUrl, search]);

  const onLoad = () => {
    setLoaded(true);
    if (!src) return;
    frame.current?.contentWindow?.postMessage(
      { type: PARENT_URL_MESSAGE, url: window.location.href },
      new URL(src).origin,
    );
  };

  return (
    <section
      aria-labelledby="social-title"
      className="flex min-h-[calc(100dvh-4rem)] flex-col bg-slate-50 lg:min-h-[calc(100dvh-5rem)]"
    >
      <h1 id="social-title" className="sr-only">
        {t('social.title')}
      </h1>
      <div className="relative flex-1">
        {!loaded && (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden />
            {t('social.loading')}
          </p>
        )}
        {src && (
          <iframe
            ref={frame}
            src={src}
            onLoad={onLoad}
            title={t('social.frameTitle', { brand: t('common:brand') })}
            className="absolute inset-0 size-full border-0"
            allow="clipboard-write; microphone"
          />
        )}
      </div>
      <p className="border-t border-slate-200 bg-white px-4 py-3 text-center text-sm text-slate-600">
        {t('social.fallback')}{' '}
        <button type="button" onClick={open} className="font-semibold text-indigo-700 underline">
          {t('social.fallbackAction')}
        </button>
      </p>
    </section>
  );
}
