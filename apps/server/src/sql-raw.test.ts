import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// ADR 0018: values reach SQL as parameters. `sql.raw` with an interpolated template is allowed
// only in the seeders below; every module query uses the `sql` template, `sql.join` and
// `sql.identifier` (the module queries listed here before were rewritten in issue 12).
const KNOWN = new Set([
  // Seeding and the benchmark generator: bulk inserts of the repository's own data, no request input.
  'db/seed/catalog/index.ts:3',
  'db/seed/content/index.ts:2',
  'db/seed/index.ts:1',
  'db/seed/purchase/index.ts:1',
  'generate-catalog.ts:1',
]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' || name === 'node_modules' ? [] : files(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('SQL is parameterised', () => {
  it('no new sql.raw with interpolated values', () => {
    const root = join(import.meta.dirname);
    const found: string[] = [];
    for (const path of files(root)) {
      const text = readFileSync(path, 'utf8');
      const n = (text.match(/sql\.raw\(\s*`[^`]*\$\{/g) ?? []).length;
      if (n) found.push(`${relative(root, path)}:${n}`);
    }
    expect(found.filter((f) => !KNOWN.has(f))).toEqual([]);
  });
});
