import { createEmitter, type EventName, type Listener } from './emitter.ts';
import type { WidgetOptions } from './options.ts';
import type { PanelModule } from './panel-contract.ts';
import { createWidget, type VelaWidget } from './widget.ts';

/** `window.Vela`: the only global the widget adds. Its methods act on every widget on the page. */
export interface VelaGlobal {
  /** Mounts one more widget: floating, or inline in `options.container`. */
  init(options: WidgetOptions): VelaWidget;
  open(): void;
  close(): void;
  toggle(): void;
  send(text: string): void;
  on<E extends EventName>(event: E, fn: Listener<E>): () => void;
  destroy(): void;
  readonly widgets: readonly VelaWidget[];
}

/** Floating widgets of one bot are one widget; an inline chat (`container`) is always its own. */
const widgetKey = (o: WidgetOptions) =>
  o.container ? '' : `${o.serverUrl} ${o.botId ? 'bot' : 'demo'}:${o.botId ?? o.demoId}`;

export function createGlobal(loadPanel: (options: WidgetOptions) => Promise<PanelModule>): VelaGlobal {
  const events = createEmitter();
  let widgets: (VelaWidget & { key: string })[] = [];
  const each = (fn: (w: VelaWidget) => void) => () => {
    for (const w of widgets) fn(w);
  };
  return {
    init(options) {
      // The same snippet pasted twice gives one widget, not two launchers talking to the same bot.
      const key = widgetKey(options);
      const same = key && widgets.find((w) => w.key === key);
      if (same) return same;
      const widget = Object.assign(
        createWidget(options, () => loadPanel(options), events),
        { key },
      );
      const destroy = widget.destroy;
      widget.destroy = () => {
        widgets = widgets.filter((w) => w !== widget);
        destroy();
      };
      widgets.push(widget);
      return widget;
    },
    open: each((w) => w.open()),
    close: each((w) => w.close()),
    toggle: each((w) => w.toggle()),
    send(text) {
      for (const w of widgets) w.send(text);
    },
    on: (event, fn) => events.on(event, fn),
    destroy: each((w) => w.destroy()),
    get widgets() {
      return widgets;
    },
  };
}
