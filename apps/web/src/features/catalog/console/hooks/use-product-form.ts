import { emptyProductTexts, LANG_CODES, staffProductBody, type LangCode, type StaffProduct, type StaffProductBody } from '@netshop/contract';
import { useMemo, useState } from 'react';
import { fromTextsDraft, toTextsDraft, type TextDraft, type TextsDraft } from '../lib/texts-draft';

export interface IdentityDraft {
  key: string;
  brand: string;
  model: string;
  categoryId: string;
  image: string;
  featured: boolean;
  isNew: boolean;
}

const blankIdentity: IdentityDraft = { key: '', brand: 'YT Networks', model: '', categoryId: '', image: 'switch', featured: false, isNew: true };
const blankTexts = () => Object.fromEntries(LANG_CODES.map((l) => [l, emptyProductTexts()])) as StaffProduct['texts'];

/** What the form holds of a loaded product (or of a new one). */
export interface Loaded {
  identity: IdentityDraft;
  texts: TextsDraft;
  version: number;
}

export function loadedOf(p: StaffProduct | null): Loaded {
  if (!p) return { identity: blankIdentity, texts: toTextsDraft(blankTexts()), version: 0 };
  const { key, brand, model, categoryId, image, featured, isNew } = p;
  return { identity: { key, brand, model, categoryId: String(categoryId), image, featured, isNew }, texts: toTextsDraft(p.texts), version: p.version };
}

/** The body the server takes, from what is typed. */
export function bodyOf(identity: IdentityDraft, texts: TextsDraft): StaffProductBody {
  return { ...identity, image: identity.image as StaffProductBody['image'], categoryId: Number(identity.categoryId) || 0, texts: fromTextsDraft(texts) };
}

/** Each failing field's message key by its path: 'model', 'texts.fr.name', 'texts.ja.specs' (a list's items report on the list). */
function issuesOf(body: StaffProductBody): Record<string, string> {
  const parsed = staffProductBody.safeParse(body);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.slice(0, issue.path[0] === 'texts' ? 3 : 1).join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

/**
 * The editor's form: identity and the six languages' texts as typed, checked with the contract's
 * schema (the server's), whether it differs from what was loaded, and the version it was loaded at.
 */
export function useProductForm(initial: Loaded) {
  const [loaded, setLoaded] = useState(initial);
  const [identity, setIdentity] = useState(initial.identity);
  const [texts, setTexts] = useState(initial.texts);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});

  const body = useMemo(() => bodyOf(identity, texts), [identity, texts]);
  const issues = useMemo(() => issuesOf(body), [body]);
  const dirty = JSON.stringify({ identity, texts }) !== JSON.stringify({ identity: loaded.identity, texts: loaded.texts });

  return {
    identity,
    texts,
    body,
    version: loaded.version,
    dirty,
    valid: Object.keys(issues).length === 0,
    /** A field's message key: the server's, or the schema's once the form was submitted. */
    error: (path: string): string | undefined => server[path] ?? (submitted ? issues[path] : undefined),
    setIdentity: <K extends keyof IdentityDraft>(k: K, v: IdentityDraft[K]) => setIdentity((x) => ({ ...x, [k]: v })),
    setText: (lang: LangCode, k: keyof TextDraft, v: string) => setTexts((x) => ({ ...x, [lang]: { ...x[lang], [k]: v } })),
    submit: () => setSubmitted(true),
    setServer,
    /** What the server now holds is what the form shows (after a save), at this version. */
    saved: (version: number) => setLoaded({ identity, texts, version }),
    /** Everything as the server now has it (after a conflict, the latest version). */
    reset: (l: Loaded) => {
      setLoaded(l);
      setIdentity(l.identity);
      setTexts(l.texts);
      setServer({});
      setSubmitted(false);
    },
    /** Only the version moves (publish, unpublish): the texts stay as they are. */
    bumped: (version: number) => setLoaded((l) => ({ ...l, version })),
  };
}
export type ProductForm = ReturnType<typeof useProductForm>;
