import { demoDisplayDefaults, type WidgetConfig } from '@vela/contracts';

/** Spec part 2 §3, demo customization: the colours and texts the Customize tab starts from. */
export interface DemoCustomization {
  primaryColor: string;
  userBubbleColor: string;
  botBubbleColor: string;
  title: string;
  welcomeMessage: string;
}

export const DEMO_COLOR_DEFAULTS = {
  primaryColor: demoDisplayDefaults.primaryColor,
  userBubbleColor: demoDisplayDefaults.userBubbleColor,
  botBubbleColor: demoDisplayDefaults.botBubbleColor,
} as const;

/** Spec part 2 §9: the simulated Apply is busy 1 s, then shows 'applied' for 2 s. */
export const APPLY_BUSY_MS = 1000;
export const APPLIED_MS = 2000;

const HEX = /^#[0-9a-f]{6}$/i;
/** Only #rrggbb colours are used, so a typed value can never inject CSS. */
export const safeHex = (value: string, fallback: string) =>
  HEX.test(value.trim()) ? value.trim() : fallback;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black text, whichever contrasts more with a #rrggbb background. */
export function textOn(background: string): string {
  const l = luminance(background);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#0f172a') + 0.05) ? '#ffffff' : '#0f172a';
}

/**
 * Where the Customize tab starts: the demo's own display settings, with the spec's English default texts
 * replaced by the page language's (`localized`) so an Italian visitor reads Italian.
 */
export function customizationFrom(
  config: WidgetConfig | undefined,
  localized: { title: string; welcomeMessage: string },
): DemoCustomization {
  const text = (value: string | undefined, englishDefault: string, local: string) =>
    !value?.trim() || value === englishDefault ? local : value;
  return {
    primaryColor: safeHex(config?.primaryColor ?? '', DEMO_COLOR_DEFAULTS.primaryColor),
    userBubbleColor: safeHex(config?.userBubbleColor ?? '', DEMO_COLOR_DEFAULTS.userBubbleColor),
    botBubbleColor: safeHex(config?.botBubbleColor ?? '', DEMO_COLOR_DEFAULTS.botBubbleColor),
    title: text(config?.title, demoDisplayDefaults.title, localized.title),
    welcomeMessage: text(
      config?.welcomeMessage,
      demoDisplayDefaults.welcomeMessage,
      localized.welcomeMessage,
    ),
  };
}
