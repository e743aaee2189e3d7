import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The design tokens carry the CSS (tokens.css, docs/architecture.md#layers): a module names a
// colour by its token, and every @media uses one of the breakpoints tokens.css lists.
const src = join(import.meta.dirname, '..');
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : []));
const files = cssFiles(src).filter((f) => !f.endsWith('tokens.css'));
const withoutComments = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const tokens = readFileSync(join(src, 'styles/tokens.css'), 'utf8');
const BREAKPOINTS = new Set([420, 480, 560, 640, 720, 800, 960, 1100, 1240, 1320, 1420]);

describe('design tokens', () => {
  it('lists in tokens.css the breakpoints it allows', () => {
    for (const width of BREAKPOINTS) expect(tokens).toMatch(new RegExp(`\\b${width}px\\b`));
  });

  it('leaves no colour literal in a CSS module', () => {
    const found = files.flatMap((f) => [...withoutComments(f).matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi)].map((m) => `${relative(src, f)}: ${m[0]}`));
    expect(found).toEqual([]);
  });

  it('uses only the listed breakpoints in @media', () => {
    const found = files.flatMap((f) =>
      [...withoutComments(f).matchAll(/@media[^{]*/g)].flatMap((m) => [...m[0].matchAll(/(\d+)px/g)].filter((w) => !BREAKPOINTS.has(Number(w[1]))).map(() => `${relative(src, f)}: ${m[0].trim()}`)),
    );
    expect(found).toEqual([]);
  });

  it('names only custom properties some CSS defines (tokens.css, or a page setting one for the shell)', () => {
    const defined = new Set([tokens, ...files.map(withoutComments)].flatMap((css) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const unknown = files.flatMap((f) => [...withoutComments(f).matchAll(/var\((--[\w-]+)/g)].filter((m) => !defined.has(m[1])).map((m) => `${relative(src, f)}: ${m[1]}`));
    expect(unknown).toEqual([]);
  });
});
