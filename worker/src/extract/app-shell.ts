import type { AnyNode, Element } from 'domhandler';

/** Below this much main text a page may be a shell its scripts fill in; above it, it says something already. */
export const SHELL_MAX_TEXT = 200;

/** Mount points of the common frameworks: React, Vue, Next, Nuxt, Gatsby, Svelte(Kit), Angular, Ember. */
const ROOT_IDS = new Set(['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte', 'ember-app', 'q-app']);
const ROOT_ATTRIBUTES = ['data-reactroot', 'ng-version', 'data-v-app', 'data-server-rendered'];
const ROOT_TAGS = new Set(['app-root']);
/** What a browser shows no text of. */
const SILENT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg']);

/** The `type` of a script a browser runs: none, JavaScript, or a module. */
const RUNS = /^\s*$|^\s*(text|application)\/(java|ecma)script\s*$|^\s*module\s*$/i;

interface ShellSigns {
  root: boolean;
  scripts: number;
  visibleText: number;
}

function signsOf(document: AnyNode): ShellSigns {
  const signs: ShellSigns = { root: false, scripts: 0, visibleText: 0 };
  const stack: [AnyNode, boolean][] = [[document, true]];
  while (stack.length) {
    const [node, visible] = stack.pop()!;
    if (node.type === 'text') {
      if (visible) signs.visibleText += (node as unknown as { data: string }).data.replace(/\s+/g, '').length;
      continue;
    }
    const el = node as Element;
    const a = el.attribs ?? {};
    if ((a.id && ROOT_IDS.has(a.id)) || ROOT_TAGS.has(el.name) || ROOT_ATTRIBUTES.some((n) => n in a)) {
      signs.root = true;
    }
    // Data a script holds (JSON-LD, a template) draws nothing.
    if (el.name === 'script' && RUNS.test(a.type ?? '')) signs.scripts++;
    const shown = visible && !SILENT_TAGS.has(el.name);
    if (el.children) for (const child of el.children) stack.push([child, shown]);
  }
  return signs;
}

/**
 * Whether a page is an application shell, drawn by its scripts: little main text, and either a
 * framework's mount point or scripts in an otherwise nearly empty document.
 */
export function isAppShell(document: AnyNode, mainTextLength: number): boolean {
  if (mainTextLength >= SHELL_MAX_TEXT) return false;
  const signs = signsOf(document);
  if (signs.root) return true;
  return signs.scripts > 0 && signs.visibleText < SHELL_MAX_TEXT;
}
