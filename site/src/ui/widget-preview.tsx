import type { VelaWidget, WidgetOptions } from '@vela/widget';
import { useEffect, useRef, useState } from 'react';

/** What a preview shows; each maps onto one of the real widget's `Vela.init` options. */
export interface WidgetPreviewOptions {
  demoId?: string;
  botId?: string;
  color?: string;
  userBubbleColor?: string;
  botBubbleColor?: string;
  position?: 'left' | 'right';
  language?: string;
  title?: string;
  welcome?: string;
  /** Bump to re-mount after the server's settings changed (the widget reads them at start). */
  revision?: number;
}

type PreviewWindow = Window & { Vela?: { init(options: WidgetOptions): VelaWidget } };

// No inline script: the frame inherits the page's CSP, which allows only same-origin script files.
const FRAME_DOCUMENT =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0;background:#f8fafc"><script src="/widget.js"></script></body></html>';

function mount(frame: HTMLIFrameElement, options: WidgetPreviewOptions): VelaWidget | undefined {
  const win = frame.contentWindow as unknown as PreviewWindow | null;
  if (!win?.Vela) return undefined;
  const strings: Record<string, string> = {};
  if (options.title?.trim()) strings.botName = options.title.trim();
  if (options.welcome?.trim()) strings.welcome = options.welcome.trim();
  return win.Vela.init({
    ...(options.botId ? { botId: options.botId } : { demoId: options.demoId }),
    serverUrl: window.location.origin,
    color: options.color,
    userBubbleColor: options.userBubbleColor,
    botBubbleColor: options.botBubbleColor,
    position: options.position,
    language: options.language,
    open: true,
    strings,
  });
}

/**
 * The real widget bundle (`/widget.js`) in a same-origin frame, running against the demo or bot, so the
 * preview is exactly what a site will show. Option changes re-mount the widget after a short pause.
 */
export function WidgetPreview({ options, label }: { options: WidgetPreviewOptions; label: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const wanted = JSON.stringify(options);
  useEffect(() => {
    const el = frame.current;
    if (!loaded || !el) return;
    let widget: VelaWidget | undefined;
    const timer = setTimeout(() => {
      widget = mount(el, JSON.parse(wanted) as WidgetPreviewOptions);
    }, 300);
    return () => {
      clearTimeout(timer);
      widget?.destroy();
    };
  }, [loaded, wanted]);
  return (
    <iframe
      ref={frame}
      title={label}
      srcDoc={FRAME_DOCUMENT}
      onLoad={() => setLoaded(true)}
      className="h-[36rem] w-full rounded-xl border border-slate-200 bg-slate-50"
    />
  );
}
