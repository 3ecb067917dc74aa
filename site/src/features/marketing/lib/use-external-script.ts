import { useEffect, useState } from 'react';

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Adds a third-party script while `active` (and the component) lasts, and removes it again afterwards. */
export function useExternalScript(src: string, active: boolean): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>('idle');
  useEffect(() => {
    if (!active || !src) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.velaEmbed = 'true';
    script.addEventListener('load', () => setStatus('ready'));
    script.addEventListener('error', () => setStatus('error'));
    setStatus('loading');
    document.body.appendChild(script);
    return () => script.remove();
  }, [src, active]);
  return status;
}
