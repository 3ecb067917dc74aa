const DARK = '#111827';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only #rgb / #rrggbb colours reach the stylesheet, so a setting can never inject CSS. */
export function safeColor(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  return v && HEX.test(v) ? v : undefined;
}

function channels(hex: string): [number, number, number] {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever contrasts more with the background (WCAG relative luminance). */
export function readableOn(background: string): string {
  const l = luminance(background);
  const dark = luminance(DARK);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (dark + 0.05) ? '#ffffff' : DARK;
}
