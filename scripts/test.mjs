// `npm test`: every test. Unit and API tests (Vitest; API tests on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests (Playwright in Debian's Chromium) against
// the real server started from the build.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
let failed = run('npx', ['vitest', 'run']) !== 0;
const specs = existsSync(join(root, 'e2e')) && readdirSync(join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (specs) {
  ensureBuilt();
  failed = run('npx', ['playwright', 'test']) !== 0 || failed;
}
process.exit(failed ? 1 : 0);
