import { defineConfig } from 'vitest/config';

// Unit tests run once; server API tests run against PGlite always and, when
// TEST_DATABASE_URL is set (CI sets it), a second time against PostgreSQL.
const apiFiles = ['apps/server/**/*.api.test.ts'];
// Migrates and seeds one database per run; each API test file starts from a copy of it.
const globalSetup = ['apps/server/test/global-setup.ts'];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: [...apiFiles, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // Component tests of the web app's pages (Testing Library in jsdom): the app's Vite config
        // (React plugin), the real i18n and query cache, only fetch answered by the test.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: '.',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // What jsdom lacks and the app's components use: modal <dialog>s (components/ui/dialog).
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiFiles,
          env: { TEST_DB: 'pglite' },
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiFiles,
                env: { TEST_DB: 'postgres' },
                globalSetup,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
