import {
  attributeCompleteness,
  LANG_CODES,
  staffAttributeCreateBody,
  staffAttributeUpdateBody,
  staffValueCreateBody,
  type LangCode,
  type StaffAttribute,
  type StaffAttributeValue,
} from '@netshop/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { catalogTreeApi } from '../api/catalog-tree-api';
import { useTreeAction } from '../hooks/use-tree-action';
import styles from '../pages/console-categories.module.css';
import { langLabel } from './language-badges';
import { issuesToFields, SixLanguages, useFieldError, type FieldErrors } from './six-language-fields';
import { TreeFeedback } from './tree-feedback';

const emptyNames = () => Object.fromEntries(LANG_CODES.map((l) => [l, ''])) as Record<LangCode, string>;

/** An attribute's name in the console's language, else English, Chinese, then its key. */
export const attributeName = (a: StaffAttribute, lang: LangCode) => a.names[lang] || a.names.en || a.names['zh-CN'] || a.key;

interface Props {
  attribute: StaffAttribute | null;
  /** Its place among the attributes and how many there are (the up and down buttons). */
  place: number;
  count: number;
  lang: LangCode;
  onSaved(id: number): void;
  onReload(): void;
}

/**
 * One attribute: its names in six languages and whether it is a filter, saved over the version
 * loaded; its place among the attributes; and its values, each with six labels, in their order.
 * A value belongs to its attribute's version: every change of one moves the version on.
 */
export function AttributeEditor({ attribute, place, count, lang, onSaved, onReload }: Props) {
  const { t } = useTranslation('console-catalog-tree');
  const action = useTreeAction();
  const [key, setKey] = useState('');
  const [facet, setFacet] = useState(attribute?.facet ?? true);
  const [names, setNames] = useState<Record<LangCode, string>>(attribute?.names ?? emptyNames());
  const [version, setVersion] = useState(attribute?.version ?? 1);
  const [local, setLocal] = useState<FieldErrors>({});
  const errorOf = useFieldError({ ...action.fields, ...local });
  const bump = (s: { version: number }) => setVersion(s.version);

  const save = () => {
    setLocal({});
    if (!attribute) {
      const parsed = staffAttributeCreateBody.safeParse({ key, facet, names });
      if (!parsed.success) return setLocal(issuesToFields(parsed.error.issues));
      void action.run('save', () => catalogTreeApi.createAttribute(parsed.data), (s) => onSaved(s.id));
      return;
    }
    const parsed = staffAttributeUpdateBody.safeParse({ version, facet, names });
    if (!parsed.success) return setLocal(issuesToFields(parsed.error.issues));
    void action.run('save', () => catalogTreeApi.updateAttribute(attribute.id, parsed.data), bump);
  };

  const complete = attributeCompleteness(names, attribute?.values ?? []);
  const reorder = (direction: 'up' | 'down') => attribute && void action.run(direction, () => catalogTreeApi.reorderAttribute(attribute.id, direction));

  return (
    <section className={styles.editor} aria-labelledby="attribute-editor-title" data-testid="attribute-editor">
      <h2 id="attribute-editor-title" className={styles.editorTitle}>
        {attribute ? attributeName(attribute, lang) : t('attributes.newTitle')}
        {attribute && <code className={styles.key}>{attribute.key}</code>}
      </h2>
      <TreeFeedback action={action} onReload={onReload} name="attribute" />
      <div className={styles.identity}>
        {!attribute && (
          <TextField label={t('attributes.key')} hint={t('attributes.keyHint')} value={key} onChange={(e) => setKey(e.target.value)} error={errorOf('key')} data-testid="attribute-key" autoComplete="off" spellCheck={false} />
        )}
        <label className={styles.check}>
          <input type="checkbox" checked={facet} onChange={(e) => setFacet(e.target.checked)} data-testid="attribute-facet" />
          <span>
            {t('attributes.facet')}
            <span className={styles.hint}>{t('attributes.facetHint')}</span>
          </span>
        </label>
      </div>
      <SixLanguages complete={complete} testId="attribute-languages">
        {(l) => (
          <TextField label={t('attributes.name')} lang={l} value={names[l]} onChange={(e) => setNames((n) => ({ ...n, [l]: e.target.value }))} error={errorOf(`names.${l}`)} data-testid={`attribute-name-${l}`} />
        )}
      </SixLanguages>
      <div className={styles.actions}>
        <Button onClick={save} busy={action.busy === 'save'} data-testid="attribute-save">
          {attribute ? t('editor.save') : t('attributes.create')}
        </Button>
        {attribute && (
          <>
            <Button variant="secondary" onClick={() => reorder('up')} busy={action.busy === 'up'} disabled={place <= 0} aria-label={t('editor.upLabel', { name: attributeName(attribute, lang) })} data-testid="attribute-up">
              <ArrowUp size={16} aria-hidden="true" />
              {t('editor.up')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => reorder('down')}
              busy={action.busy === 'down'}
              disabled={place >= count - 1}
              aria-label={t('editor.downLabel', { name: attributeName(attribute, lang) })}
              data-testid="attribute-down"
            >
              <ArrowDown size={16} aria-hidden="true" />
              {t('editor.down')}
            </Button>
          </>
        )}
      </div>

      {attribute && (
        <div className={styles.structure}>
          <h3>{t('values.title')}</h3>
          <p className={styles.hint}>{t('values.lead')}</p>
          <ol className={styles.values} data-testid="attribute-values">
            {attribute.values.map((v, i) => (
              <ValueRow key={`${v.id}-${v.sort}-${attribute.version}`} attributeId={attribute.id} value={v} first={i === 0} last={i === attribute.values.length - 1} version={version} action={action} onSaved={bump} />
            ))}
          </ol>
          <NewValueForm attributeId={attribute.id} version={version} action={action} onSaved={bump} />
        </div>
      )}
    </section>
  );
}

/** One value: its key, six labels saved together, its place, and deletion (refused while products use it). */
function ValueRow({
  attributeId,
  value,
  first,
  last,
  version,
  action,
  onSaved,
}: {
  attributeId: number;
  value: StaffAttributeValue;
  first: boolean;
  last: boolean;
  version: number;
  action: ReturnType<typeof useTreeAction>;
  onSaved(s: { version: number }): void;
}) {
  const { t } = useTranslation('console-catalog-tree');
  const [labels, setLabels] = useState(value.labels);
  const changed = LANG_CODES.some((l) => labels[l] !== value.labels[l]);
  const tag = (kind: string) => `${kind}-${value.id}`;
  return (
    <li className={styles.value} data-testid={`value-${value.key}`}>
      <div className={styles.valueHead}>
        <code className={styles.key}>{value.key}</code>
        <span className={styles.hint}>{t('values.used', { count: value.useCount })}</span>
      </div>
      <div className={styles.labels}>
        {LANG_CODES.map((l) => (
          <TextField key={l} label={langLabel(l)}
                  aria-label={t('values.labelIn', { lang: t(`console-catalog:languages.${l}`) })} lang={l} value={labels[l]} placeholder={value.key} onChange={(e) => setLabels((x) => ({ ...x, [l]: e.target.value }))} />
        ))}
      </div>
      <div className={styles.buttonRow}>
        <Button size="small" disabled={!changed} busy={action.busy === tag('save')} onClick={() => void action.run(tag('save'), () => catalogTreeApi.updateValue(attributeId, value.id, { version, labels }), onSaved)} data-testid="value-save">
          {t('values.save')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={first}
          busy={action.busy === tag('up')}
          aria-label={t('editor.upLabel', { name: value.key })}
          onClick={() => void action.run(tag('up'), () => catalogTreeApi.reorderValue(attributeId, value.id, version, 'up'), onSaved)}
          data-testid="value-up"
        >
          <ArrowUp size={14} aria-hidden="true" />
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={last}
          busy={action.busy === tag('down')}
          aria-label={t('editor.downLabel', { name: value.key })}
          onClick={() => void action.run(tag('down'), () => catalogTreeApi.reorderValue(attributeId, value.id, version, 'down'), onSaved)}
          data-testid="value-down"
        >
          <ArrowDown size={14} aria-hidden="true" />
        </Button>
        <Button
          size="small"
          variant="ghost"
          className={styles.danger}
          busy={action.busy === tag('delete')}
          aria-label={t('values.deleteLabel', { key: value.key })}
          onClick={() => void action.run(tag('delete'), () => catalogTreeApi.deleteValue(attributeId, value.id, version), onSaved)}
          data-testid="value-delete"
        >
          <Trash2 size={14} aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** A new value: its key as SKUs store it and its labels; added over the attribute's version. */
function NewValueForm({ attributeId, version, action, onSaved }: { attributeId: number; version: number; action: ReturnType<typeof useTreeAction>; onSaved(s: { version: number }): void }) {
  const { t } = useTranslation('console-catalog-tree');
  const [newValue, setNewValue] = useState({ key: '', labels: emptyNames() });
  const [local, setLocal] = useState<FieldErrors>({});
  const errorOf = useFieldError({ ...action.fields, ...local });
  const add = async () => {
    setLocal({});
    const parsed = staffValueCreateBody.safeParse({ version, ...newValue });
    if (!parsed.success) return setLocal(issuesToFields(parsed.error.issues));
    if (await action.run('value-add', () => catalogTreeApi.createValue(attributeId, parsed.data), onSaved)) setNewValue({ key: '', labels: emptyNames() });
  };
  return (
    <fieldset className={styles.newValue}>
      <legend>{t('values.add')}</legend>
      <TextField
        label={t('values.key')}
        hint={t('values.keyHint')}
        value={newValue.key}
        onChange={(e) => setNewValue((x) => ({ ...x, key: e.target.value }))}
        error={errorOf('key')}
        data-testid="value-key"
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.labels}>
        {LANG_CODES.map((l) => (
          <TextField
            key={l}
            label={langLabel(l)}
                  aria-label={t('values.labelIn', { lang: t(`console-catalog:languages.${l}`) })}
            lang={l}
            value={newValue.labels[l]}
            onChange={(e) => setNewValue((x) => ({ ...x, labels: { ...x.labels, [l]: e.target.value } }))}
            error={errorOf(`labels.${l}`)}
            data-testid={`value-label-${l}`}
          />
        ))}
      </div>
      <Button variant="secondary" onClick={() => void add()} busy={action.busy === 'value-add'} data-testid="value-add">
        {t('values.addButton')}
      </Button>
    </fieldset>
  );
}
