import type { TrainingProgress } from '@vela/contracts';
import type { LiveOptions, VelaWidget, WidgetOptions } from '@vela/widget';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The widget's ES module as the server hands it to clients' single-page apps (built by rollup.config.ts), so
 * the demo runs the very bytes a client's visitors get: one socket client, one renderer.
 */
const WIDGET_MODULE = '/widget/esm/index.js';

interface WidgetModule {
  init(options: WidgetOptions): VelaWidget;
}

export interface DemoChatProps {
  demoId: string;
  /** Texts, colours, language and `disabledReason`, applied in place (the conversation kept) when it changes. */
  look: LiveOptions;
  /** The demo's crawl progress as the chat's socket hears it. */
  onTraining(progress: TrainingProgress): void;
  /** A question got no answer; `message` is the server's reason when it gave one. */
  onError(message: string | undefined): void;
}

/** The demo's chatbot: the real widget in inline mode, filling this box. */
export function DemoChat({ demoId, look, onTraining, onError }: DemoChatProps) {
  const { t } = useTranslation('demo');
  const box = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<VelaWidget>();
  const [failed, setFailed] = useState(false);
  const latest = useRef({ look, onTraining, onError });
  latest.current = { look, onTraining, onError };

  useEffect(() => {
    let mounted: VelaWidget | undefined;
    let cancelled = false;
    (import(/* @vite-ignore */ WIDGET_MODULE) as Promise<WidgetModule>).then(
      ({ init }) => {
        const container = box.current;
        if (cancelled || !container) return;
        mounted = init({ demoId, serverUrl: window.location.origin, container, ...latest.current.look });
        mounted.on('training', (progress) => latest.current.onTraining(progress));
        mounted.on('error', ({ message }) => latest.current.onError(message));
        setWidget(mounted);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
      setWidget(undefined);
    };
  }, [demoId]);

  useEffect(() => widget?.update(look), [widget, look]);

  return (
    <div className="relative h-[32rem] min-w-0 rounded-2xl bg-white shadow-lg ring-1 ring-slate-200">
      <div ref={box} className="h-full" />
      {failed && (
        <p
          role="alert"
          className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-slate-600"
        >
          {t('chat.loadFailed')}
        </p>
      )}
    </div>
  );
}
