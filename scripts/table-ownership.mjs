// Table ownership (ADR 0035): every table is defined in the schema.ts of the module that owns it
// (apps/server/src/modules/<m>/schema.ts; the shared layers' tables in db/platform-schema.ts), and
// only that module's SQL names it. Any other module goes through the owner's index.ts.
//
// This reads the SQL templates (sql`…`) of every server source file outside the tests, the
// migrations, the seed and the benchmark's catalogue generator, and lists which code names which
// table. It fails on any SQL naming another owner's table (the allow-list of accesses that
// predated the rule emptied during issue 26 and is gone), on SQL in a module outside its queries
// files, on SQL in a routes file, and on an answer read with the unchecked `rows()` instead of a
// typed row (db/typed-rows.ts).
//
//   node scripts/table-ownership.mjs           report, exit 1 on a violation
//   node scripts/table-ownership.mjs --json    the whole access map as JSON
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const serverSrc = join(root, 'apps/server/src');

/** Every .ts file under dir (recursively). */
function tsFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsFiles(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

/** table name → owner ('platform' for db/platform-schema.ts, else the module's folder name). */
export function tableOwners() {
  const owners = new Map();
  const schemas = [[join(serverSrc, 'db/platform-schema.ts'), 'platform']];
  for (const m of readdirSync(join(serverSrc, 'modules'))) {
    const p = join(serverSrc, 'modules', m, 'schema.ts');
    try {
      readFileSync(p);
      schemas.push([p, m]);
    } catch {
      // a module without tables of its own
    }
  }
  for (const [p, owner] of schemas) {
    for (const [, name] of readFileSync(p, 'utf8').matchAll(/pgTable\(\s*'(\w+)'/g)) {
      if (owners.has(name)) throw new Error(`table ${name} is defined by both ${owners.get(name)} and ${owner}`);
      owners.set(name, owner);
    }
  }
  return owners;
}

/**
 * The text of every sql`…` template in a source file, with each ${…} replaced by a placeholder;
 * nested templates inside ${…} are read as templates of their own.
 */
export function sqlTemplates(code) {
  const out = [];
  const readTemplate = (start) => {
    // code[start] is the opening backtick; returns [text, index after the closing backtick]
    let text = '';
    let i = start + 1;
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        text += code.slice(i, i + 2);
        i += 2;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        i = readExpression(i + 2);
        text += ' ? ';
      } else {
        text += code[i++];
      }
    }
    return [text, i + 1];
  };
  const readExpression = (i) => {
    // inside ${ … }: skip to the matching brace, reading any template found on the way
    let depth = 1;
    while (i < code.length && depth > 0) {
      const c = code[i];
      if (c === '`') {
        const isSql = /sql(\.raw\()?$/.test(code.slice(Math.max(0, i - 8), i));
        const [text, next] = readTemplate(i);
        if (isSql) out.push(text);
        i = next;
        continue;
      }
      if (c === "'" || c === '"') {
        i = code.indexOf(c, i + 1) + 1 || code.length;
        continue;
      }
      if (c === '{') depth++;
      if (c === '}') depth--;
      i++;
    }
    return i;
  };
  for (const m of code.matchAll(/\bsql(?:\.raw\()?`/g)) {
    const start = m.index + m[0].length - 1;
    const [text] = readTemplate(start);
    out.push(text);
  }
  return out;
}

const TABLE_AFTER = /\b(from|join|update|into|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const WRITE_KEYWORDS = new Set(['update', 'into', 'truncate']);
// `delete from t` writes; a plain `from t` reads.
const DELETE_FROM = /\bdelete\s+from\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** Who names which table, as { accessor: { table: 'read' | 'write' } } (write wins over read). */
export function accessMap() {
  const owners = tableOwners();
  const map = {};
  // web/ renders pages and sitemaps from the modules' answers; it owns no table.
  const dirs = ['modules', 'lib', 'plugins', 'jobs', 'web'];
  for (const d of dirs) {
    for (const file of tsFiles(join(serverSrc, d))) {
      const rel = relative(serverSrc, file);
      if (/\.test\.ts$/.test(rel) || /(^|\/)schema\.ts$/.test(rel)) continue;
      const accessor = d === 'modules' ? rel.split('/')[1] : 'platform';
      for (const text of sqlTemplates(readFileSync(file, 'utf8'))) {
        const found = [];
        for (const [, kw, t] of text.matchAll(TABLE_AFTER)) found.push([t.toLowerCase(), WRITE_KEYWORDS.has(kw.toLowerCase()) ? 'write' : 'read']);
        for (const [, t] of text.matchAll(DELETE_FROM)) found.push([t.toLowerCase(), 'write']);
        for (const [table, kind] of found) {
          const owner = owners.get(table);
          if (!owner || owner === accessor) continue; // a CTE, a function, or its own table
          const byTable = (map[accessor] ??= {});
          const entry = (byTable[table] ??= { owner, kind, files: [] });
          if (kind === 'write') entry.kind = 'write';
          if (!entry.files.includes(rel)) entry.files.push(rel);
        }
      }
    }
  }
  return map;
}

/** Every access of one owner's table by another's SQL, as a sentence: each one is a violation. */
export function check(map = accessMap()) {
  const violations = [];
  for (const [accessor, tables] of Object.entries(map)) {
    for (const [table, { owner, kind, files }] of Object.entries(tables)) violations.push(`${accessor} ${kind}s ${owner}'s table ${table} (${files.join(', ')})`);
  }
  return violations;
}

/**
 * Every module keeps its SQL in queries.ts (or <part>-queries.ts), answers checked by typed rows:
 * an sql template in any other file of a module (tests and schema.ts aside) is a violation.
 * `src` is the server's source folder (a test passes a folder of its own).
 */
export function sqlOutsideQueries(src = serverSrc) {
  const found = [];
  for (const file of tsFiles(join(src, 'modules'))) {
    const rel = relative(src, file);
    if (/\.test\.ts$/.test(rel) || /(\/|-)queries\.ts$|\/schema\.ts$/.test(rel)) continue;
    if (sqlTemplates(readFileSync(file, 'utf8')).length) found.push(`${rel} has SQL: move it into its module's queries.ts (ADR 0035)`);
  }
  return found;
}

/**
 * `rows()` of db/client.ts asserts the answer's type; outside db/ (which wraps it) and the tests,
 * answers are read with typedRow(s), which check them (ADR 0035). Each call left is a violation.
 */
export function untypedRows(src = serverSrc) {
  const found = [];
  for (const d of ['modules', 'lib', 'plugins', 'jobs', 'web']) {
    for (const file of tsFiles(join(src, d))) {
      const rel = relative(src, file);
      if (/\.test\.ts$/.test(rel)) continue;
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
      const n = (code.match(/(?<![\w.])rows\s*(<[^>]*>)?\(/g) ?? []).length;
      if (n) found.push(`${rel} reads ${n} answer(s) with rows(): use typedRow(s) from db/typed-rows.ts`);
    }
  }
  return found;
}

/** Routes files parse, call their module and answer (ADR 0018): an sql template in one is a violation. */
export function sqlInRoutes() {
  const found = [];
  for (const file of tsFiles(join(serverSrc, 'modules'))) {
    const rel = relative(serverSrc, file);
    if (!/(\/|-)routes\.ts$/.test(rel)) continue;
    if (sqlTemplates(readFileSync(file, 'utf8')).length) found.push(`${rel} has SQL: move it into its module's queries or service (ADR 0018)`);
  }
  return found;
}

/** Counts for notes and the README: accessor→table pairs, writes among them, tables reached from outside. */
export function counts(map = accessMap()) {
  const pairs = Object.values(map).flatMap((t) => Object.values(t));
  const tables = new Set(Object.values(map).flatMap((t) => Object.keys(t)));
  return { pairs: pairs.length, writes: pairs.filter((p) => p.kind === 'write').length, tablesReachedFromOutside: tables.size };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const map = accessMap();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(map, null, 2));
  } else {
    const violations = [...check(map), ...sqlOutsideQueries(), ...sqlInRoutes(), ...untypedRows()];
    const c = counts(map);
    console.log(`[tables] ${c.pairs} cross-module table accesses (${c.writes} writes) to ${c.tablesReachedFromOutside} tables`);
    for (const v of violations) console.log(`[tables] ✗ ${v}`);
    if (violations.length) {
      console.log("[tables] a module's SQL names its own tables, in its queries files, read with typed rows; reach another module through its index.ts (ADR 0035, ADR 0039)");
      process.exit(1);
    }
  }
}
