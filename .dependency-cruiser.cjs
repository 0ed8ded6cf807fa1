/**
 * The import boundaries of the house (issue 11, "One house"), checked by `npm run check:boundaries`
 * and by the "Boundaries" step of `npm test` (scripts/lib/boundaries.ts runs it; each rule is
 * proven to fire by scripts/lib/boundaries.test.ts).
 *
 * Paths in the rules are relative to the repository root. A module is a direct sub-folder of
 * api/modules/; its public face is api/modules/<m>/index.ts.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle means neither side can be read, tested or moved without the other, and with ES modules ' +
        'one side sees the other half-initialised (undefined bindings at import time). Type-only imports ' +
        'count too: a type cycle is still a design cycle (the two files change together), and it is always ' +
        'removable by moving the shared type into a file both import (as pwa/src/lib/router-context.ts keeps ' +
        "TanStack Router's generated route tree out of a router.tsx ↔ routes/__root.tsx cycle). Break a cycle " +
        'that way, or by passing the dependency in (a parameter, the context) instead of importing it.',
      from: { path: '^(api|shared|pwa|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'no-deep-import-between-modules',
      severity: 'error',
      comment:
        "A module reaches another only through its public face, api/modules/<m>/index.ts, which exports the " +
        "routes plugin, the verbs other modules may call and the types: everything else is the module's own " +
        'business and may be renamed or moved without looking outside it. Inside its own folder (its ' +
        'sub-folders and its tests included) a module imports what it likes. Need something that is not on ' +
        "the face? Export it from the face on purpose, or move it to api/lib or shared/ if it is not the module's.",
      from: { path: '^api/modules/([^/]+)/' },
      to: {
        path: '^api/modules/[^/]+/',
        pathNot: ['^api/modules/$1/', '^api/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'no-deep-import-into-modules',
      severity: 'error',
      comment:
        'Outside api/modules/<m>/ (app.ts, plugins, demo, browse-index, api/test, scripts, every test file ' +
        'included) a module is reached only through its public face api/modules/<m>/index.ts, for the same ' +
        'reason as between modules: what is not on the face may change without notice.',
      from: { pathNot: '^api/modules/[^/]+/' },
      to: {
        path: '^api/modules/[^/]+/',
        pathNot: '^api/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'routes-not-to-database',
      severity: 'error',
      comment:
        'A routes.ts file is HTTP only: path, contract, guard, summary, one verb call. Queries and ' +
        'transactions belong in the verbs, where the tenant filter and the single write transaction are ' +
        'checked; a route that touches the database skips both. Move the query into a verb (or queries.ts).',
      // routes.ts at any depth (two patterns: dependency-cruiser refuses the nested quantifier of `(.+/)?`).
      from: { path: ['^api/(modules|integrations)/routes\\.ts$', '^api/(modules|integrations)/.+/routes\\.ts$'] },
      to: {
        path: [
          '^api/db/',
          '(^|/)node_modules/drizzle-orm/',
          '^drizzle-orm(/|$)',
          '(^|/)node_modules/@libsql/',
          '^bun:sqlite$',
        ],
      },
    },
    {
      name: 'shared-not-to-api-or-pwa',
      severity: 'error',
      comment:
        'shared/ is the code both the server and the PWA import (contracts, enumerations, pure domain ' +
        'rules). If it imported api/ the PWA bundle would pull in server code (drizzle, bun:sqlite); if it ' +
        'imported pwa/ the server would pull in React. Move what both need into shared/.',
      from: { path: '^shared/' },
      to: { path: '^(api|pwa)/' },
    },
    {
      name: 'no-import-between-pwa-features',
      severity: 'error',
      comment:
        'PWA features (pwa/src/features/<f>/) are independent slices: a feature is composed with others by ' +
        'a route (pwa/src/routes) or through pwa/src/components and pwa/src/lib, never by importing another ' +
        'feature, so a feature can be changed or removed on its own. Shared pieces move to components/ or lib/.',
      from: { path: '^pwa/src/features/([^/]+)/' },
      to: {
        path: '^pwa/src/features/[^/]+/',
        pathNot: '^pwa/src/features/$1/',
      },
    },
    {
      name: 'api-not-to-pwa',
      severity: 'error',
      comment:
        'The server does not depend on the front end: the PWA reaches the binary only as built files ' +
        '(the generated asset module), never as source imports.',
      from: { path: '^api/' },
      to: { path: '^pwa/' },
    },
    {
      name: 'pwa-not-to-api',
      severity: 'error',
      comment:
        'The PWA talks to the server over HTTP with the contracts of shared/, so it never imports api/ ' +
        '(that would put server code, or at least server types that drift from the contracts, in the ' +
        'bundle). No type-only exception is needed: the PWA imports nothing from api/ today.',
      from: { path: '^pwa/' },
      to: { path: '^api/' },
    },
    {
      name: 'modules-not-to-app-entry',
      severity: 'error',
      comment:
        'app.ts, server.ts and main.ts assemble the modules into the running server; a module importing them ' +
        'closes a loop through the whole application (a cycle, and every module loaded to test one). What a ' +
        'module needs from the application comes in through the context (api/context.ts).',
      from: { path: '^api/modules/' },
      to: { path: '^api/(app|server|main)\\.ts$' },
    },
  ],
  options: {
    // Cruised from the repository root: api shared pwa scripts (see scripts/lib/boundaries.ts).
    // node_modules is left out by not following it, not by `exclude`: an excluded module vanishes with
    // every edge to it, and then a routes.ts importing drizzle-orm would pass unseen.
    doNotFollow: { path: '(^|/)node_modules/' },
    // Build output (pwa/dist, dist, .build) is generated, not written: never cruised.
    exclude: { path: '(^|/)(dist|\\.build)/' },
    // TypeScript's own resolution (the tsconfig's paths, e.g. @shared/*) so every edge is exact.
    tsConfig: { fileName: 'tsconfig.json' },
    // See imports that exist only for types (import type, or names used only as types): they count.
    tsPreCompilationDeps: true,
    // Bun's own module without a protocol (`import { $ } from 'bun'`); `bun:*` are built in already.
    builtInModules: { add: ['bun'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
