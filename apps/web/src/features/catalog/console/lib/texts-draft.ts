import { LANG_CODES, type LangCode, type ProductTexts } from '@netshop/contract';

// The editor types a product's lists as plain text, so six languages fit side by side: features
// one per line, specs one per line as "label: value", questions as blocks (the question's line,
// then its answer) with a blank line between them. Here they turn into the contract's texts and back.

export interface TextDraft {
  name: string;
  shortDesc: string;
  longDesc: string;
  features: string;
  specs: string;
  faq: string;
}
export type TextsDraft = Record<LangCode, TextDraft>;

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function toDraft(t: ProductTexts): TextDraft {
  return {
    name: t.name,
    shortDesc: t.shortDesc,
    longDesc: t.longDesc,
    features: t.features.join('\n'),
    specs: t.specs.map((s) => `${s.label}: ${s.value}`).join('\n'),
    faq: t.faq.map((f) => `${f.q}\n${f.a}`).join('\n\n'),
  };
}

export function fromDraft(d: TextDraft): ProductTexts {
  return {
    name: d.name.trim(),
    shortDesc: d.shortDesc.trim(),
    longDesc: d.longDesc.trim(),
    features: lines(d.features),
    specs: lines(d.specs).map((l) => {
      const at = l.indexOf(':');
      return at < 0 ? { label: l, value: '' } : { label: l.slice(0, at).trim(), value: l.slice(at + 1).trim() };
    }),
    faq: d.faq
      .split(/\n\s*\n/)
      .map((block) => lines(block))
      .filter((b) => b.length > 0)
      .map(([q, ...a]) => ({ q: q!, a: a.join('\n') })),
  };
}

export const toTextsDraft = (texts: Record<LangCode, ProductTexts>): TextsDraft => Object.fromEntries(LANG_CODES.map((l) => [l, toDraft(texts[l])])) as TextsDraft;
export const fromTextsDraft = (d: TextsDraft): Record<LangCode, ProductTexts> => Object.fromEntries(LANG_CODES.map((l) => [l, fromDraft(d[l])])) as Record<LangCode, ProductTexts>;
