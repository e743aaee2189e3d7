import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANG_CODES, type LangCode } from '@netshop/contract';

// Reads the seed's content from apps/server/seed-data (ADR 0037): language-neutral structure in
// <area>/*.json, each language's texts in <area>/<lang>/ as JSON (short texts by stable key) and
// Markdown (one long text a file). The seeders in this folder turn what these return into rows.

/** apps/server/seed-data, found from this file so it works from any working directory. */
export const SEED_DATA_DIR = fileURLToPath(new URL('../../../seed-data/', import.meta.url));

const path = (rel: string) => join(SEED_DATA_DIR, rel);

export function readJson<T>(rel: string): T {
  return JSON.parse(readFileSync(path(rel), 'utf8')) as T;
}

/** A file per language: `<area>/<lang>/<rest>` for each of the six languages. */
export function perLanguage<T>(read: (lang: LangCode) => T): Record<LangCode, T> {
  return Object.fromEntries(LANG_CODES.map((lang) => [lang, read(lang)])) as Record<LangCode, T>;
}

export interface MarkdownFile {
  /** The front matter's `name: value` lines (the value is the rest of the line, as written). */
  meta: Record<string, string>;
  body: string;
}

/**
 * A Markdown file, or null when there is none (a text not written in that language). An optional
 * front matter between two `---` lines holds one-line fields; the body follows a blank line. The
 * file's last newline is not part of the body.
 */
export function readMarkdown(rel: string): MarkdownFile | null {
  const file = path(rel);
  if (!existsSync(file)) return null;
  let text = readFileSync(file, 'utf8');
  if (text.endsWith('\n')) text = text.slice(0, -1);
  const meta: Record<string, string> = {};
  if (text.startsWith('---\n')) {
    const end = text.indexOf('\n---\n', 3);
    if (end < 0) throw new Error(`${rel}: front matter is not closed by a --- line`);
    for (const line of text.slice(4, end).split('\n')) {
      const colon = line.indexOf(': ');
      if (colon < 1) throw new Error(`${rel}: front matter line is not "name: value": ${line}`);
      meta[line.slice(0, colon)] = line.slice(colon + 2);
    }
    text = text.slice(end + 5);
    if (!text.startsWith('\n')) throw new Error(`${rel}: a blank line must follow the front matter`);
    text = text.slice(1);
  }
  return { meta, body: text };
}

/** Writes what readMarkdown reads back unchanged (used to lay out new texts; see ADR 0037). */
export function formatMarkdown(file: MarkdownFile): string {
  const lines = Object.entries(file.meta).map(([k, v]) => {
    if (v.includes('\n') || v !== v.trim() || !v) throw new Error(`front matter ${k} must be one non-blank line`);
    return `${k}: ${v}`;
  });
  return `${lines.length ? `---\n${lines.join('\n')}\n---\n\n` : ''}${file.body}\n`;
}

/** A front matter field every language's file must have. */
export function metaField(file: MarkdownFile | null, name: string, rel: string): string {
  const v = file?.meta[name];
  if (v === undefined) throw new Error(`${rel}: no ${name} in the front matter`);
  return v;
}
