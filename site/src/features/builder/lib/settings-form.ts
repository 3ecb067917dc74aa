import { BOT_COLOR_PRESETS } from '@vela/contracts';

/** Spec part 2 §1 and §3: the builder's colour presets. */
export const COLOR_PRESETS = BOT_COLOR_PRESETS;

export const isPreset = (color: string) => COLOR_PRESETS.some((c) => c.toLowerCase() === color.toLowerCase());
