import { Check, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { FormField } from '../../../ui/form-field.tsx';
import { APPLIED_MS, APPLY_BUSY_MS, type DemoCustomization } from '../lib/demo-customization.ts';

type ColorKey = 'primaryColor' | 'userBubbleColor' | 'botBubbleColor';
const colorFields: { key: ColorKey; label: string }[] = [
  { key: 'primaryColor', label: 'customize.primaryColor' },
  { key: 'userBubbleColor', label: 'customize.userBubble' },
  { key: 'botBubbleColor', label: 'customize.botBubble' },
];

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <code className="text-xs text-slate-500">{value}</code>
        <input
          id={id}
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-white p-1"
        />
      </span>
    </div>
  );
}

/** Colours and title of the demo chatbot; 'Apply' is simulated (1 s busy, 2 s applied) and calls no server. */
export function CustomizeTab({
  value,
  onChange,
  onApply,
}: {
  value: DemoCustomization;
  onChange: (next: DemoCustomization) => void;
  onApply: () => void;
}) {
  const { t } = useTranslation('demo');
  const [phase, setPhase] = useState<'idle' | 'busy' | 'applied'>('idle');
  useEffect(() => {
    if (phase === 'idle') return;
    const timer =
      phase === 'busy'
        ? setTimeout(() => {
            onApply();
            setPhase('applied');
          }, APPLY_BUSY_MS)
        : setTimeout(() => setPhase('idle'), APPLIED_MS);
    return () => clearTimeout(timer);
  }, [phase, onApply]);

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold">{t('customize.title')}</h3>
      {colorFields.map(({ key, label }) => (
        <ColorField
          key={key}
          label={t(label)}
          value={value[key]}
          onChange={(v) => onChange({ ...value, [key]: v })}
        />
      ))}
      <FormField
        label={t('customize.chatTitle')}
        value={value.title}
        maxLength={80}
        onChange={(e) => onChange({ ...value, title: e.target.value })}
      />
      <FormField
        label={t('customize.welcome')}
        value={value.welcomeMessage}
        maxLength={300}
        onChange={(e) => onChange({ ...value, welcomeMessage: e.target.value })}
      />
      <div>
        <Button onClick={() => setPhase('busy')} disabled={phase !== 'idle'} aria-live="polite">
          {phase === 'busy' && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {phase === 'applied' && <Check className="size-4" aria-hidden />}
          {phase === 'busy'
            ? t('customize.applying')
            : phase === 'applied'
              ? t('customize.applied')
              : t('customize.apply')}
        </Button>
      </div>
    </div>
  );
}
