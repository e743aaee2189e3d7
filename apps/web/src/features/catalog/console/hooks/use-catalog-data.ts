import {
  COMPAT_MAX,
  COMPAT_NAME_MAX,
  DOCUMENT_MAX_BYTES,
  duplicateCompatIndex,
  LANG_CODES,
  staffDocumentMeta,
  type LangCode,
  type StaffCatalogData,
  type StaffDocument,
  type StaffProductSaved,
} from '@netshop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alert } from '../../../../lib/alerts';
import { HttpError } from '../../../../lib/http';
import { catalogKey } from '../api/catalog-console-api';
import { catalogDataApi, catalogDataQuery } from '../api/catalog-data-api';
import type { ProductForm } from './use-product-form';

// The documents and compatibility sections of the product editor (issue 27). Each change is sent
// with the version the editor holds and moves it on (form.bumped), so the page's own save and
// publish keep working after it; a 409 (someone saved in between) is said in the section.

export type DocType = StaffDocument['type'];
const blankTitles = () => Object.fromEntries(LANG_CODES.map((l) => [l, ''])) as Record<LangCode, string>;

/** The loaded documents and list, when the answer has their shape (a page test may answer anything). */
export function useCatalogData(productId: number) {
  const q = useQuery(catalogDataQuery(productId));
  const data = q.data && Array.isArray(q.data.documents) && Array.isArray(q.data.compat) ? q.data : undefined;
  return { data, isError: q.isError || (q.data !== undefined && !data), refetch: () => void q.refetch() };
}

/** A failed call's words and fields: the server's message, and its fields' keys (a title taken, a file refused). */
function failure(err: unknown): { message: string; fields: Record<string, string> } | null {
  if (!(err instanceof HttpError) || err.kind !== 'api') return null;
  const fields = (err.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  return { message: err.message, fields };
}

function useAfterChange(productId: number, form: ProductForm) {
  const queryClient = useQueryClient();
  return (r: { data: StaffProductSaved; msg: string }) => {
    alert.success(r.msg);
    form.bumped(r.data.version);
    void queryClient.invalidateQueries({ queryKey: catalogDataQuery(productId).queryKey });
    void queryClient.invalidateQueries({ queryKey: [...catalogKey, 'list'] });
  };
}

/**
 * The new document's form (type, six titles, the PDF) and removal. The file is checked here as
 * far as a browser can (a .pdf name or PDF type, the size); the server checks its content.
 */
export function useDocumentsEditor(productId: number, form: ProductForm) {
  const after = useAfterChange(productId, form);
  const [type, setType] = useState<DocType | ''>('');
  const [titles, setTitles] = useState(blankTitles);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<null | 'add' | number>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [server, setServer] = useState<Record<string, string>>({});

  const parsed = staffDocumentMeta.safeParse({ version: form.version, type, titles });
  const issues: Record<string, string> = {};
  if (!parsed.success) for (const i of parsed.error.issues) issues[i.path.join('.')] ??= i.message;
  if (!type) issues.type = 'required';
  if (!file) issues.file = 'required';
  else if (file.size > DOCUMENT_MAX_BYTES) issues.file = 'tooLarge';
  else if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') issues.file = 'notPdf';

  const run = async (kind: 'add' | number, call: () => Promise<{ data: StaffProductSaved; msg: string }>) => {
    setBusy(kind);
    setProblem(null);
    setServer({});
    try {
      after(await call());
      return true;
    } catch (err) {
      const f = failure(err);
      if (f) {
        setProblem(f.message);
        setServer(f.fields);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    type,
    titles,
    file,
    fileKey,
    busy,
    problem,
    /** A field's message key: the server's, or the check's once "add" was pressed. */
    error: (path: string) => (server[path] ? (server[path] === 'taken' ? 'taken' : path === 'file' ? 'notPdf' : 'invalid') : submitted ? issues[path] : undefined),
    setType,
    setTitle: (l: LangCode, v: string) => setTitles((x) => ({ ...x, [l]: v })),
    setFile,
    add: async () => {
      setSubmitted(true);
      if (Object.keys(issues).length || !file || !parsed.success) return;
      if (await run('add', () => catalogDataApi.addDocument(productId, { version: form.version, type: parsed.data.type, titles: parsed.data.titles }, file))) {
        setType('');
        setTitles(blankTitles());
        setFile(null);
        setFileKey((k) => k + 1);
        setSubmitted(false);
      }
    },
    remove: (doc: StaffDocument) => void run(doc.id, () => catalogDataApi.removeDocument(productId, doc.id, form.version)),
  };
}

export type CompatProblem = 'required' | 'tooLong' | 'duplicate' | 'full' | 'invalid';

/** The problem of a name about to join the list, or null. */
export function compatProblem(name: string, names: readonly string[]): CompatProblem | null {
  const n = name.trim();
  if (!n) return 'required';
  if (n.length > COMPAT_NAME_MAX) return 'tooLong';
  if (n.includes('\u0000')) return 'invalid';
  if (names.some((x) => x.toLocaleLowerCase('en') === n.toLocaleLowerCase('en'))) return 'duplicate';
  if (names.length >= COMPAT_MAX) return 'full';
  return null;
}

/** The compatibility list as edited: add, remove, move up or down, then save the whole list in order. */
export function useCompatEditor(productId: number, form: ProductForm, initial: readonly string[]) {
  const after = useAfterChange(productId, form);
  const [loaded, setLoaded] = useState<readonly string[]>(initial);
  const [names, setNames] = useState<readonly string[]>(initial);
  const [input, setInput] = useState('');
  const [inputProblem, setInputProblem] = useState<CompatProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [badIndex, setBadIndex] = useState<number | null>(null);

  const move = (i: number, by: -1 | 1) =>
    setNames((list) => {
      const j = i + by;
      if (j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  return {
    names,
    input,
    inputProblem,
    busy,
    problem,
    badIndex,
    dirty: JSON.stringify(names) !== JSON.stringify(loaded),
    setInput: (v: string) => {
      setInput(v);
      setInputProblem(null);
    },
    add: () => {
      const p = compatProblem(input, names);
      setInputProblem(p);
      if (p) return false;
      setNames((list) => [...list, input.trim()]);
      setInput('');
      return true;
    },
    remove: (i: number) => setNames((list) => list.filter((_, k) => k !== i)),
    up: (i: number) => move(i, -1),
    down: (i: number) => move(i, 1),
    save: async () => {
      const dup = duplicateCompatIndex(names);
      setBadIndex(dup >= 0 ? dup : null);
      if (dup >= 0) return;
      setBusy(true);
      setProblem(null);
      try {
        const list = [...names];
        after(await catalogDataApi.saveCompat(productId, { version: form.version, names: list }));
        setLoaded(list);
      } catch (err) {
        const f = failure(err);
        if (f) {
          setProblem(f.message);
          const at = Object.keys(f.fields).map((k) => /^names\.(\d+)$/.exec(k)?.[1]).find(Boolean);
          setBadIndex(at ? Number(at) : null);
        }
      } finally {
        setBusy(false);
      }
    },
  };
}
export type CompatEditorState = ReturnType<typeof useCompatEditor>;
export type DocumentsEditorState = ReturnType<typeof useDocumentsEditor>;
export type { StaffCatalogData };
