import { defineConfig } from 'vitest/config';

// Unit tests run once; server API tests run against PGlite always and, when
// TEST_DATABASE_URL is set (CI sets it), a second time against PostgreSQL.
const apiFiles = ['apps/server/**/*.api.test.ts'];
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
        test: {
          name: 'api-pglite',
          include: apiFiles,
          env: { TEST_DB: 'pglite' },
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
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
