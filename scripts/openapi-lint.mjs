// `npm run openapi:lint` (a step of `npm test`): writes the OpenAPI document of the real app to
// .tmp/openapi/openapi.json and lints it with Redocly CLI, the recommended rules plus those
// redocly.yaml raises (ADR 0036). Known, explained exceptions are in .redocly.lint-ignore.yaml,
// whose keys name this path.
import { join } from 'node:path';
import { ensureNode, root, run } from './lib.mjs';

ensureNode();
const out = '.tmp/openapi/openapi.json';
const wrote = run(process.execPath, ['--import', 'tsx', 'apps/server/test/openapi-document.ts', out]);
if (wrote !== 0) {
  console.error('[openapi] could not build the app to read its OpenAPI document');
  process.exit(wrote);
}
process.exit(run(process.execPath, [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', out, '--config', 'redocly.yaml']));
