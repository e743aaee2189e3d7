// Layering of docs/architecture.md#layers, checked by `npm run lint` (first step of `npm test`).
// Why and how to fix a violation: docs/decisions/0016-enforced-boundaries.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ── web ─────────────────────────────────────────────────────────────────────────────────
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature imports another feature only through its public face, as bulletproof-react ' +
        'does: the .ts files at the root of the other feature folder (index.ts, and an entry of its ' +
        'own for what loads apart, as features/inquiries/forms.ts), never a file inside it. ' +
        'Assemble pages that combine features in app/; what no feature owns goes down to ' +
        'components/, lib/ or packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      // Until issue 26 no cross-feature import was allowed at all; domain components that several
      // features show (the product card, the inquiry button, the review dialog) now live in their
      // domain's folder and are exported from its index.ts instead of sitting in components/.
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/[^/]+[.]ts$'] },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'components/ and lib/ are below every feature: they import no feature (and not app/).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-to-app',
      comment: 'app/ assembles features; a feature never imports app/ (that would be a cycle in the layering).',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-no-cycles',
      comment: 'No circular imports in the web app (features, components, lib).',
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { circular: true },
    },
    {
      name: 'web-to-server',
      comment: 'The web app shares code with the server only through packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    // ── server ──────────────────────────────────────────────────────────────────────────────
    {
      name: 'server-db-to-module',
      comment:
        'db/ (client, schema, migrations, seed) is below every domain module: it imports none but their ' +
        'table definitions (modules/<m>/schema.ts). ' +
        'What a module builds from the seeded rows (the search index) the app runs after prepareStorage ' +
        '(app.ts: withStartupLock(store, () => ensureSearchIndex(…))).',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      // modules/<m>/schema.ts are table definitions only (ADR 0035): db/schema.ts gathers them for
      // Drizzle, drizzle-kit and the seed.
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/schema[.]ts$' },
    },
    {
      name: 'server-shared-to-module',
      comment: 'plugins/ and lib/ are shared layers every module may import; they import no module.',
      severity: 'error',
      from: { path: '^apps/server/src/(plugins|lib)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-to-web',
      comment: 'The server shares code with the web app only through packages/contract.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-module-to-module',
      comment:
        'A server module uses another only through its index.ts (what it offers other domains); ' +
        'shared pieces live in lib/ or plugins/. Notifications is a module like the others (issue 26).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '^apps/server/src/modules/[^/]+/schema[.]ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '^apps/server/src/modules/($1/|[^/]+/index[.]ts$)' },
    },
    {
      name: 'server-outside-to-module-internals',
      comment:
        'Code outside the modules (app.ts wiring the app, web/ rendering pages, jobs/, the catalogue ' +
        "generator) uses a module through its index.ts, and app.ts registers its routes files; a module's " +
        'services and queries are its own (ADR 0016). Tests may reach inside.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/(modules|db)/', '[.]test[.]ts$'] },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/(index|schema|[a-z-]*routes)[.]ts$' },
    },
    {
      name: 'server-schema-imports',
      comment:
        "A module's schema.ts defines its tables and nothing else: it imports drizzle, db/columns.ts and, " +
        "for foreign keys, other modules' schema.ts (ADR 0035). Queries never import another module's tables.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/schema[.]ts$' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(modules/[^/]+/schema|db/columns|db/platform-schema)[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports are dependencies too: a type from another feature couples the two.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The web app and the server resolve imports as Vite and tsx do (ESM, `.js` for `.ts`).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    moduleSystems: ['es6', 'cjs'],
    // `npm test` runs this first: a second run only re-reads what changed.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
