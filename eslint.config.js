// ESLint (issue 26): rules that catch real bugs, not style.
// - typescript-eslint's recommended set (syntax only), plus two type-aware rules: a promise nobody
//   awaits or catches (no-floating-promises) and a promise handed to something that ignores it,
//   such as an event handler or a condition (no-misused-promises). Types come from each folder's
//   own tsconfig.json (projectService).
// - React's rules of hooks and exhaustive-deps for apps/web.
// - jsx-a11y's recommended rules for apps/web (labels, alt text, roles).
// Not typescript-eslint's type-checked sets: recommendedTypeChecked reported 2,778 problems here,
// most of them no-unsafe-* (1,727, of which 1,542 in tests reading untyped JSON answers) and
// no-unnecessary-type-assertion (558), which would bury the few that are bugs. The two
// type-aware rules above are the ones that catch those.
// An exception is written where it applies: `// eslint-disable-next-line rule -- reason`, and a
// disable comment that no longer disables anything is an error.
// `npm run eslint` runs it with no warnings allowed; `npm test` runs it beside dependency-cruiser.
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        // Every linted folder has a tsconfig.json (scripts/, bench/ and e2e/ with allowJs for their
        // .mjs files); this file alone gets TypeScript's default project.
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A FastifyReply is thenable, but only reports when the answer has gone out: `reply.send()`
      // as a statement is how Fastify is used, not a forgotten promise.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafePromises: [{ from: 'package', name: 'FastifyReply', package: 'fastify' }] }],
      '@typescript-eslint/no-misused-promises': 'error',
      // A leading underscore marks a name that is there on purpose: a parameter a signature needs,
      // or a property split off by destructuring (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A row shape is made once, at module level (apps/server/src/db/typed-rows.ts, issue 26): zod
    // compiles a shape on its first parse, so `row({...})` inside a query function pays 30–100 µs
    // on every call. typed-rows' row() takes one argument; the PDF files' own row(cells, …) helpers
    // take more and are not matched. Tests are left out: a test's shape runs a handful of times.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ":function CallExpression[callee.name='row'][arguments.length=1]",
          message: 'Make a row shape once, at module level (const fooRow = row({...})), not inside a function: zod compiles a shape on its first parse (apps/server/src/db/typed-rows.ts).',
        },
      ],
    },
  },
  {
    // API tests, their helpers and the benchmarks read the server's JSON answers to check them:
    // `data: any` there is the answer as it arrived, and the assertions are the check.
    files: ['apps/server/**/*.api.test.ts', 'apps/server/test/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A component or hook reads on one screen (issue 26): past 120 lines it becomes a hook and
    // parts (use-<thing>.ts beside it). Tests may be longer: a scenario reads top to bottom.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }] },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The console's tables become cards on a phone (display: block), which drops a table's
      // implicit roles: they spell out table, rowgroup, row and cell on purpose. The other
      // allowances are the rules' own defaults.
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] }],
      // A label wraps its control and its text, which sits a few spans deep (name, then hint).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
);
