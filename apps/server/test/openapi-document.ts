// Writes the OpenAPI document of the real app to a file: `node --import tsx
// apps/server/test/openapi-document.ts <out.json>` (scripts/openapi-lint.mjs lints it, ADR 0036).
// The app is built as the API tests build it (test-app.ts), on a fresh in-memory PGlite, so the
// document lists exactly the routes the tests exercise.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

const out = process.argv[2];
if (!out) {
  console.error('usage: node --import tsx apps/server/test/openapi-document.ts <out.json>');
  process.exit(2);
}
const document = await openApiDocument();
mkdirSync(dirname(resolve(out)), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
