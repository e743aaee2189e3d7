import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANG_CODES } from '@netshop/contract/languages';
import { describe, expect, it } from 'vitest';

// All six locales must have exactly the keys of zh-CN (the default), with the same
// interpolation placeholders, and no empty values.
const root = new URL('.', import.meta.url).pathname;
type Tree = { [k: string]: string | Tree };
const flatten = (o: Tree, pre = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${pre}${k}.`) : [[`${pre}${k}`, v] as [string, string]]));
const load = (lang: string, ns: string) => Object.fromEntries(flatten(JSON.parse(readFileSync(join(root, lang, ns), 'utf8')) as Tree));
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).sort().join(',');
/**
 * i18next's plural keys (`count_one`, `count_other`…) differ by language: Chinese and Japanese have
 * only `_other`, English `_one` and `_other`. A plural form stands for its `_other` key here.
 */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many)$/, '_other');
const keySet = (o: Record<string, string>) => [...new Set(Object.keys(o).map(pluralBase))].sort();

describe('locale files', () => {
  const namespaces = readdirSync(join(root, 'zh-CN')).filter((f) => f.endsWith('.json'));

  it('exist for the six languages and no others', () => {
    const dirs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(dirs.sort()).toEqual([...LANG_CODES].sort());
  });

  for (const ns of namespaces) {
    it(`${ns}: every language has the keys and placeholders of zh-CN`, () => {
      const base = load('zh-CN', ns);
      for (const lang of LANG_CODES) {
        const other = load(lang, ns);
        expect(keySet(other), `${lang}/${ns}`).toEqual(keySet(base));
        for (const [key, value] of Object.entries(other)) {
          expect(value.trim(), `${lang}/${ns} ${key}`).not.toBe('');
          expect(placeholders(value), `${lang}/${ns} ${key}`).toBe(placeholders(base[pluralBase(key)]));
        }
      }
    });
  }

  it('are translated, not copies of English', () => {
    for (const lang of ['zh-CN', 'es', 'fi', 'fr', 'ja']) {
      const common = load(lang, 'common.json');
      expect(common['nav.solutions'] === 'Solutions' && lang !== 'fr').toBe(false);
      expect(common['http.network']).not.toBe(load('en', 'common.json')['http.network']);
    }
  });
});
