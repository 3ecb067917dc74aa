import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import { toast } from './toast-store.ts';

/** Spec part 2 §9: the copied state lasts 2 seconds. */
export const COPIED_MS = 2000;

export interface CopyButtonProps {
  text: string;
  labels: { copy: string; copied: string; toastTitle: string; toastText: string; failed: string };
  disabled?: boolean;
}

/** Copies `text` to the clipboard, toasts 'Code Copied!' and shows the copied state for 2 s. */
export function CopyButton({ text, labels, disabled }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast({ title: labels.toastTitle, description: labels.toastText, variant: 'success' });
    } catch {
      toast({ title: labels.failed, variant: 'destructive' });
    }
  }

  return (
    <Button variant="secondary" onClick={copy} disabled={disabled} aria-live="polite">
      {copied ? (
        <Check className="size-4 text-emerald-600" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      {copied ? labels.copied : labels.copy}
    </Button>
  );
}
