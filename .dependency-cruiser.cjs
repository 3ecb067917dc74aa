// The layers and boundaries of ARCHITECTURE.md, kept by `npm run lint` (`depcruise`) rather than by habit.
// Paths are relative to the repository root; type-only imports count like any other.

/** Test code may reach across a boundary to set a case up; the product may not. */
const TESTS = String.raw`(\.test\.tsx?$|\.spec\.ts$|/test/|test\.setup\.ts$)`;
const WORKSPACES = 'contracts|worker|chat-service|site|widget|e2e|bench|eval|scripts';

/** Who may import whom, workspace to workspace (ARCHITECTURE.md, "Top-level layout"). */
const mayImport = {
  contracts: [],
  worker: ['contracts'],
  'chat-service': ['contracts', 'worker'],
  site: ['contracts', 'widget'],
  widget: ['contracts'],
  e2e: ['contracts', 'worker', 'chat-service', 'widget'],
  bench: ['contracts', 'worker', 'chat-service'],
  eval: ['contracts', 'worker', 'chat-service'],
  scripts: [],
};

const workspaceRules = Object.entries(mayImport).map(([from, allowed]) => ({
  name: `workspace-${from}`,
  comment: `${from}/ may import ${allowed.length ? allowed.join(', ') : 'no other workspace'} (ARCHITECTURE.md).`,
  severity: 'error',
  from: { path: `^${from}/` },
  to: {
    path: `^(${WORKSPACES})/`,
    pathNot: `^(${[from, ...allowed].join('|')})/`,
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...workspaceRules,
    {
      name: 'widget-contracts-types-only',
      comment: 'The widget bundle stays small: it takes only types from contracts (ARCHITECTURE.md).',
      severity: 'error',
      from: { path: '^widget/src/', pathNot: TESTS },
      to: { path: '^contracts/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'widget-types-only',
      comment: 'The site and the journeys load the built widget from the server; they import only its types.',
      severity: 'error',
      from: { path: '^(site|e2e)/' },
      to: { path: '^widget/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-route-to-repository',
      comment:
        'Entry points call use cases, which call repositories: a route never imports a repository (STYLE.md).',
      severity: 'error',
      from: { path: String.raw`^chat-service/src/.+\.routes\.ts$` },
      to: { path: String.raw`\.repository\.ts$` },
    },
    {
      name: 'no-socket-handler-to-repository',
      comment: 'Socket handlers are entry points too: they reach storage only through use cases.',
      severity: 'error',
      from: { path: '^chat-service/src/realtime/', pathNot: TESTS },
      to: { path: String.raw`\.repository\.ts$` },
    },
    {
      name: 'no-entry-point-to-query-builder',
      comment: 'Routes and socket handlers never query the database themselves.',
      severity: 'error',
      from: { path: String.raw`^chat-service/src/(.+\.routes\.ts$|realtime/)`, pathNot: TESTS },
      to: { path: '(^|/)node_modules/(kysely|pg|better-sqlite3)/' },
    },
    {
      name: 'no-feature-to-app',
      comment: 'app.ts composes the features; a feature never reaches back into the composition root.',
      severity: 'error',
      from: { path: '^chat-service/src/', pathNot: [String.raw`^chat-service/src/(app|main)\.ts$`, TESTS] },
      to: { path: String.raw`^chat-service/src/(app|main)\.ts$` },
    },
    {
      name: 'site-features-meet-in-app',
      comment:
        'A site feature imports another only through its features/<x>/public.ts; shared code lives in ui/, lib/ or app/.',
      severity: 'error',
      from: { path: '^site/src/features/([^/]+)/' },
      to: {
        path: '^site/src/features/',
        pathNot: [`^site/src/features/$1/`, String.raw`^site/src/features/[^/]+/public\.tsx?$`],
      },
    },
    {
      name: 'site-shared-code-not-features',
      comment: 'ui/ and lib/ serve every feature, so they import none (features meet in app/).',
      severity: 'error',
      from: { path: '^site/src/(ui|lib)/' },
      to: { path: '^site/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: neither can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(site|widget)/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
