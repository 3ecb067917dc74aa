// Builds the embeddable widget: `widget/dist/widget.js` (the loader a host page downloads, a classic script),
// `widget/dist/panel-<hash>.js` (Preact + engine.io-client + chat UI, an ES module loaded on intent), and the
// same as an ES module for single-page apps in `widget/dist/esm/` (`index.js` and its lazy panel chunk).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import type { OutputBundle, Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'widget/dist');
const engineIo = path.join(root, 'node_modules/engine.io-client/build/esm');
const debugBuild = process.env.VELA_DEBUG === '1';

rmSync(dist, { recursive: true, force: true });

/**
 * The chat speaks Socket.IO itself (widget/src/panel/chat-socket.ts) over engine.io, of which it needs far less
 * than the entry pulls in: WebSocket then fetch polling (no XHR, WebTransport or Node variants), no upgrade
 * machinery's URL parser regex. Each replacement is a module the library itself exports, or a platform API.
 */
function slimEngineIo(): Plugin {
  const ids = { engine: '\0vela-engine', transports: '\0vela-transports', parseUri: '\0vela-parse-uri' };
  const from = (file: string) => JSON.stringify(file);
  const sources: Record<string, string> = {
    [ids.engine]: `export { Socket } from ${from(`${engineIo}/socket.js`)};`,
    [ids.transports]: `import { WS } from ${from(`${engineIo}/transports/websocket.js`)};
      import { Fetch } from ${from(`${engineIo}/transports/polling-fetch.js`)};
      export const transports = { websocket: WS, polling: Fetch };`,
    // The server URL is always absolute, so the platform's URL parser does the job of the library's own regex.
    [ids.parseUri]: `export function parse(uri) {
        const u = new URL(uri);
        return { host: u.hostname.replace(/^\\[|\\]$/g, ''), port: u.port, protocol: u.protocol.slice(0, -1), query: u.search.slice(1) };
      }`,
  };
  return {
    name: 'vela-slim-engine-io',
    resolveId(source, importer) {
      if (source === 'engine.io-client') return ids.engine;
      if (!importer?.includes('engine.io-client')) return null;
      if (source === './transports/index.js') return ids.transports;
      if (source.endsWith('/contrib/parseuri.js')) return ids.parseUri;
      if (source.endsWith('.node.js'))
        return path.resolve(path.dirname(importer), source.replace(/\.node\.js$/, '.js'));
      return null;
    },
    load: (id) => sources[id] ?? null,
  };
}

/** `VELA_SIZES=1 npm run build:widget` lists the panel's modules by rendered size, to see what the budget buys. */
function printModuleSizes(bundle: OutputBundle) {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const modules = Object.entries(chunk.modules).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
    for (const [id, info] of modules)
      console.log(String(info.renderedLength).padStart(7), path.relative(root, id));
  }
}

/** Hands the loader the panel's content-hashed file name once the panel build has emitted it. */
let panelFile = '';
const recordPanelFile: Plugin = {
  name: 'vela-record-panel-file',
  generateBundle(_options, bundle) {
    if (process.env.VELA_SIZES) printModuleSizes(bundle);
    panelFile = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)?.fileName ?? '';
  },
};
const providePanelFile: Plugin = {
  name: 'vela-panel-file',
  resolveId: (source) => (source === 'vela:panel-file' ? '\0vela-panel-file' : null),
  load: (id) => (id === '\0vela-panel-file' ? `export default ${JSON.stringify(panelFile)};` : null),
};

/** Writes `<file>.gz` beside each output: chat-service sends it to browsers that accept gzip. */
const precompress: Plugin = {
  name: 'vela-precompress',
  writeBundle(options, bundle) {
    const dir = options.dir ?? path.dirname(options.file ?? '');
    for (const fileName of Object.keys(bundle)) {
      const file = path.join(dir, fileName);
      writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
    }
  },
};

const plugins = (): Plugin[] => [
  nodeResolve({
    browser: true,
    exportConditions: ['browser', 'import', 'default'],
    extensions: ['.ts', '.tsx', '.mjs', '.js'],
  }),
  esbuild({
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { __VELA_DEBUG__: String(debugBuild) },
    tsconfig: path.join(root, 'widget/tsconfig.json'),
  }),
  terser({
    ecma: 2020,
    compress: { passes: 3, pure_getters: true, drop_console: !debugBuild },
    format: { comments: false },
  }),
];

const config: RollupOptions[] = [
  {
    input: 'widget/src/panel/panel.entry.ts',
    plugins: [slimEngineIo(), ...plugins(), recordPanelFile, precompress],
    output: { dir: dist, format: 'es', entryFileNames: 'panel-[hash].js', chunkFileNames: 'chunk-[hash].js' },
  },
  {
    input: 'widget/src/embed.ts',
    plugins: [providePanelFile, ...plugins(), precompress],
    output: { file: path.join(dist, 'widget.js'), format: 'iife' },
  },
  {
    // For single-page apps: `import { init } from 'PUBLIC_URL/widget/esm/index.js'`, the panel a lazy chunk.
    input: 'widget/src/index.ts',
    plugins: [slimEngineIo(), ...plugins(), precompress],
    output: {
      dir: path.join(dist, 'esm'),
      format: 'es',
      entryFileNames: 'index.js',
      chunkFileNames: '[name]-[hash].js',
    },
  },
];

export default config;
