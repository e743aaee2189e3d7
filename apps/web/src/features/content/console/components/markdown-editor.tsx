import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../pages/console-content.module.css';

// The body's Markdown in CodeMirror 6 (a well-kept editor: undo history, keyboard, wrapping, the
// Markdown grammar's highlighting). It loads with the console's content editor only, never on a
// buyer's page. What it writes is Markdown; the server renders and sanitises it.

type Wrap = { before: string; after?: string; line?: boolean };
const TOOLS = [
  { key: 'bold', icon: Bold, wrap: { before: '**', after: '**' } },
  { key: 'italic', icon: Italic, wrap: { before: '*', after: '*' } },
  { key: 'heading', icon: Heading2, wrap: { before: '## ', line: true } },
  { key: 'list', icon: List, wrap: { before: '- ', line: true } },
  { key: 'numbered', icon: ListOrdered, wrap: { before: '1. ', line: true } },
  { key: 'quote', icon: Quote, wrap: { before: '> ', line: true } },
  { key: 'link', icon: Link2, wrap: { before: '[', after: '](https://)' } },
] as const;

/** Wraps the selection (or starts its line) with a piece of Markdown. */
function apply(view: EditorView, w: Wrap) {
  const { from, to } = view.state.selection.main;
  if (w.line) {
    const line = view.state.doc.lineAt(from);
    view.dispatch({ changes: { from: line.from, insert: w.before } });
  } else {
    const text = view.state.sliceDoc(from, to);
    view.dispatch({ changes: { from, to, insert: `${w.before}${text}${w.after ?? ''}` }, selection: { anchor: from + w.before.length, head: from + w.before.length + text.length } });
  }
  view.focus();
}

export function MarkdownEditor({ value, onChange, label, id }: { value: string; onChange(v: string): void; label: string; id: string }) {
  const { t } = useTranslation('console-content');
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  /** Set while the document is replaced from outside: that is the draft arriving, not an edit. */
  const syncing = useRef(false);

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          markdown(),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          placeholder(t('bodyPlaceholder')),
          EditorView.contentAttributes.of({ 'aria-label': label, id, 'data-testid': 'content-body-editor' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged && !syncing.current) change.current(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => v.destroy();
    // The editor is made once per language shown (keyed by the parent); later values come from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value set from outside (the loaded item, a reload after a conflict) replaces the document
  // without counting as an edit. CodeMirror joins lines with \n: a stored \r\n is the same text.
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value.replace(/\r\n?/g, '\n')) return;
    syncing.current = true;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
    syncing.current = false;
  }, [value]);

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')}>
        {TOOLS.map(({ key, icon: Icon, wrap }) => (
          <button key={key} type="button" className={styles.tool} title={t(`tools.${key}`)} aria-label={t(`tools.${key}`)} onClick={() => view.current && apply(view.current, wrap)}>
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
      <div ref={host} className={styles.codemirror} />
    </div>
  );
}
