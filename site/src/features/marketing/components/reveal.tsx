import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useReveal } from '../lib/use-reveal.ts';

/**
 * Below the first screen, a section's layout and paint wait until it nears the viewport
 * (content-visibility), sized meanwhile by its last rendered height or an estimate; a jump to a section
 * (`layOutWholePage`, or an address with a #fragment) lays every section out first, so it lands exactly.
 */
const revealClass =
  'transition-[opacity,translate] duration-700 ease-out data-[reveal=pending]:translate-y-6 data-[reveal=pending]:opacity-0 [content-visibility:auto] [contain-intrinsic-size:auto_60rem] [:root[data-full-layout]_&]:[content-visibility:visible] [:root:has(:target)_&]:[content-visibility:visible]';

/** A page section that fades and rises in once, when 10% of it becomes visible. */
export function RevealSection({
  className = '',
  ref: outerRef,
  ...props
}: ComponentPropsWithoutRef<'section'> & { ref?: Ref<HTMLElement> }) {
  const { ref, state } = useReveal<HTMLElement>();
  const setRef = (element: HTMLElement | null) => {
    ref.current = element;
    if (typeof outerRef === 'function') outerRef(element);
    else if (outerRef) outerRef.current = element;
  };
  return (
    <section
      ref={setRef}
      data-reveal={state === 'idle' ? undefined : state}
      className={`${revealClass} ${className}`}
      {...props}
    />
  );
}

/** Tagline, title and subtitle of a section, centred. */
export function SectionHeading({
  id,
  tagline,
  title,
  subtitle,
  tone = 'light',
}: {
  id: string;
  tagline: string;
  title: string;
  subtitle?: string;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p
        className={`text-sm font-semibold tracking-[0.18em] uppercase ${dark ? 'text-indigo-200' : 'text-brand-600'}`}
      >
        {tagline}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl ${dark ? 'text-white' : 'text-slate-950'}`}
      >
        {title}
      </h2>
      {subtitle && (
        <p className={`mt-5 text-lg text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{subtitle}</p>
      )}
    </div>
  );
}
