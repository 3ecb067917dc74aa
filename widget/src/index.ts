// The ES-module entry for single-page apps: `import { init } from '@vela/widget'`.
import type { WidgetOptions } from './core/options.ts';
import type { PanelModule } from './core/panel-contract.ts';
import { createWidget, type VelaWidget } from './core/widget.ts';

export type { ChatErrorEvent, MessageEvent, WidgetEvents } from './core/emitter.ts';
export type { LiveOptions, Position, WidgetOptions } from './core/options.ts';
export type { VelaWidget } from './core/widget.ts';
export type { Strings } from './i18n/strings.ts';

/** Mounts a chat widget for one bot; the panel chunk is bundled by the app and loaded on intent. */
export function init(options: WidgetOptions): VelaWidget {
  if (!options.botId === !options.demoId) throw new Error('Vela: give exactly one of botId or demoId');
  return createWidget(options, () => import('./panel/panel.entry.ts') as Promise<PanelModule>);
}
