// The script-tag entry (`widget.js`): reads the snippet's data-* attributes and installs `window.Vela`.
import panelFile from 'vela:panel-file';
import { createGlobal, type VelaGlobal } from './core/global-api.ts';
import { optionsFromScript } from './core/options.ts';
import type { PanelModule } from './core/panel-contract.ts';

declare global {
  interface Window {
    Vela?: VelaGlobal;
  }
}

const script = document.currentScript as HTMLScriptElement | null;
// A second snippet on the page (another bot) joins the global the first one created.
window.Vela ??= createGlobal(
  (options) => import(/* @vite-ignore */ `${options.serverUrl}/widget/${panelFile}`) as Promise<PanelModule>,
);
const vela = window.Vela;
const options = script && optionsFromScript(script);
if (options) vela.init(options);
